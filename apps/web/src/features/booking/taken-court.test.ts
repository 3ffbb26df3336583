import { describe, expect, it } from "vitest";
import { takenCourtFrom } from "./taken-court.ts";

const courts = [
  { id: 1, name: "Court 1" },
  { id: 10, name: "Court 10" },
  { id: 3, name: "Padel (A)" },
];

describe("the court named by a 409", () => {
  it("finds the court the message names", () => {
    expect(takenCourtFrom(["Court 10 was just booked by someone else for 10:00."], courts)?.id).toBe(10);
    expect(takenCourtFrom(["Court 1 was just booked by someone else."], courts)?.id).toBe(1);
    expect(takenCourtFrom(["Padel (A) was just booked."], courts)?.id).toBe(3);
  });

  it("answers null when no chosen court is named", () => {
    expect(takenCourtFrom(["A court was just booked."], courts)).toBeNull();
    expect(takenCourtFrom([], courts)).toBeNull();
  });
});
