import type { CellStatus, DaySchedule } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { leadingPastSlots, slotNote } from "./timeslot-picker.tsx";

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

describe("the times folded away on today", () => {
  const slots = [7, 8, 9].map((id) => ({ id, start: `0${id}:00`, end: `0${id + 1}:00`, price_member: 1200, price_guest: 1500 }));
  const today = (statuses: Record<number, CellStatus>) =>
    ({
      date: "2026-11-23",
      courts: [{ id: 1, name: "Court 1" }],
      timeslots: slots,
      cells: slots.map((t) => ({ court_id: 1, timeslot_id: t.id, status: statuses[t.id] ?? "available", price: 1200 })),
    }) as DaySchedule;

  it("are the first times that are over", () => {
    expect(leadingPastSlots(slots, today({ 7: "past", 8: "past" }))).toBe(2);
    expect(leadingPastSlots(slots, today({ 7: "past", 8: "booked", 9: "past" }))).toBe(1);
  });
  it("are none before the day's grid is known, or when nothing is over", () => {
    expect(leadingPastSlots(slots, undefined)).toBe(0);
    expect(leadingPastSlots(slots, today({}))).toBe(0);
  });
});
