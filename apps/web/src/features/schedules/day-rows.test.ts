import type { CellStatus, DaySchedule } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { courtFilterFromGrid, dayRows, isDayOver, leadingPastRows } from "./day-rows.ts";

/** A day of two courts; each row lists the two cells' statuses, one timeslot per row from 07:00. */
function day(rows: [CellStatus, CellStatus][]): DaySchedule {
  const timeslots = rows.map((_, i) => ({ id: 10 + i, start: `${String(7 + i).padStart(2, "0")}:00`, end: "" }));
  return {
    date: "2026-11-24",
    courts: [
      { id: 1, name: "Court 1", surface: "Clay", indoor: false },
      { id: 2, name: "Court 2", surface: "Hard", indoor: true },
    ],
    timeslots,
    cells: rows.flatMap((row, i) =>
      row.map((status, c) => ({ court_id: c + 1, timeslot_id: 10 + i, status, price: 1800 + c * 100 })),
    ),
  } as DaySchedule;
}

describe("the day's rows", () => {
  it("count the times already over at the start of the day", () => {
    const grid = day([
      ["past", "past"],
      ["past", "past"],
      ["booked", "available"],
      ["past", "past"],
    ]);
    expect(leadingPastRows(dayRows(grid))).toBe(2);
  });

  it("count none when the first time is still to come, or a court of it is not past", () => {
    expect(leadingPastRows(dayRows(day([["available", "available"]])))).toBe(0);
    expect(leadingPastRows(dayRows(day([["past", "closed"]])))).toBe(0);
  });

  it("tell a day whose every time is over", () => {
    expect(isDayOver(day([["past", "past"]]))).toBe(true);
    expect(
      isDayOver(
        day([
          ["past", "past"],
          ["booked", "booked"],
        ]),
      ),
    ).toBe(false);
    expect(isDayOver(day([]))).toBe(true);
  });

  it("give a timeslot's court filter as the server would: free or not, and the price", () => {
    expect(courtFilterFromGrid(day([["booked", "available"]]), 10)).toEqual([
      { id: 1, name: "Court 1", surface: "Clay", indoor: false, available: false, price: 1800 },
      { id: 2, name: "Court 2", surface: "Hard", indoor: true, available: true, price: 1900 },
    ]);
  });
});
