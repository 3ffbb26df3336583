import type { CourtFilterEntry, DaySchedule, ScheduleCell } from "@courtside/contract";

/** The day's cells as rows (one per timeslot, in order) of columns (one per court, in order). */
export type DayRows = (ScheduleCell | undefined)[][];

export function dayRows(schedule: DaySchedule): DayRows {
  const byKey = new Map(schedule.cells.map((c) => [`${c.timeslot_id}:${c.court_id}`, c]));
  return schedule.timeslots.map((t) => schedule.courts.map((c) => byKey.get(`${t.id}:${c.id}`)));
}

const isPastRow = (row: (ScheduleCell | undefined)[]) => row.length > 0 && row.every((cell) => cell?.status === "past");

/**
 * How many of the day's first rows are over (every court "past"). On today's grid they are
 * what a player needs least, so they fold away behind "Show earlier times".
 */
export function leadingPastRows(rows: DayRows): number {
  const firstOpen = rows.findIndex((row) => !isPastRow(row));
  return firstOpen === -1 ? rows.length : firstOpen;
}

/** Nothing is left to book on this day: every time is over (or the day has no times). */
export function isDayOver(schedule: DaySchedule): boolean {
  return leadingPastRows(dayRows(schedule)) === schedule.timeslots.length;
}

/**
 * The court filter (`filtercourt`) of one timeslot, read from the day grid: the server answers
 * the court filter from the same grid, so a booking started from a cell needs no second call.
 */
export function courtFilterFromGrid(schedule: DaySchedule, timeslotId: number): CourtFilterEntry[] {
  return schedule.courts.map((court) => {
    const cell = schedule.cells.find((c) => c.court_id === court.id && c.timeslot_id === timeslotId);
    const { id, name, surface, indoor } = court;
    return { id, name, surface, indoor, available: cell?.status === "available", price: cell?.price ?? 0 };
  });
}
