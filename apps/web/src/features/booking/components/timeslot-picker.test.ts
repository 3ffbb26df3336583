import type { CellStatus, DaySchedule } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { slotNote } from "./timeslot-picker.tsx";

function day(statuses: CellStatus[]): DaySchedule {
  return {
    date: "2026-11-23",
    courts: statuses.map((_, i) => ({ id: i + 1, name: `Court ${i + 1}` })),
    timeslots: [{ id: 7, start: "07:00", end: "08:00" }],
    cells: statuses.map((status, i) => ({ court_id: i + 1, timeslot_id: 7, status, price: 1200 })),
  } as DaySchedule;
}

describe("a timeslot chip's note", () => {
  it("counts the free courts", () => {
    expect(slotNote(day(["available", "booked", "available"]), 7)).toEqual({ free: 2, text: "2 free" });
  });
  it("says past for a time already gone, closed for a closure, full when taken", () => {
    expect(slotNote(day(["past", "past"]), 7)).toEqual({ free: 0, text: "past" });
    expect(slotNote(day(["closed", "closed"]), 7)).toEqual({ free: 0, text: "closed" });
    expect(slotNote(day(["booked", "held", "closed"]), 7)).toEqual({ free: 0, text: "full" });
  });
  it("says nothing before the day's grid is known", () => {
    expect(slotNote(undefined, 7)).toBeNull();
  });
});
