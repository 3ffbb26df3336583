import type { AdminBookingRow, Sport } from "@courtside/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { listOf } from "../../../lib/format.ts";
import { type CellNote, useSchedule } from "../../schedules/index.ts";
import { bookingsQueryKey } from "../api/get-bookings.ts";
import { t } from "../i18n.ts";
import { useDayBookings } from "./desk-day-players.tsx";

const cellKey = (timeslotId: number, courtId: number) => `${timeslotId}:${courtId}`;

/** "Ana" of "Ana García López": what fits a grid cell; the tooltip names them whole. */
const shortName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** One booking's note: "Ana +2" in the cell, "Booked by Ana García; players: Lucía, Javier" in its name. */
export function bookingNote(row: AdminBookingRow): CellNote {
  const count = row.players.length;
  const name = shortName(row.customer.name);
  const by = t("admin-bookings.desk.cell.by", { name: row.customer.name, held: row.status === "pending" ? "yes" : "no" });
  return {
    short: t("admin-bookings.desk.cell.short", { name, count }),
    long: t("admin-bookings.desk.cell.long", { name, count }),
    label: count > 0 ? `${by}; ${t("admin-bookings.desk.cell.players", { players: listOf(row.players) })}` : by,
  };
}

/**
 * The bookings (paid or held) of `date` as notes per cell: each of a booking's courts at its time.
 * Rows of another date (the previous day's, shown while the new day's load) are left out.
 */
export function cellNotesOf(rows: AdminBookingRow[], date: string | null): Map<string, CellNote> {
  const notes = new Map<string, CellNote>();
  for (const row of rows) {
    if (!row.timeslot || row.date !== date) continue;
    const note = bookingNote(row);
    for (const court of row.courts) notes.set(cellKey(row.timeslot.id, court.id), note);
  }
  return notes;
}

/**
 * For the desk's grid (staff only): who booked each booked or held cell and how many play with
 * them, from the back office's booking list (the public grid never carries a name). The list is
 * read again whenever the live grid changes, so a new booking's cell names its booker too.
 */
export function useDeskCellNotes(sport: Sport, date: string | null) {
  const day = useDayBookings(sport, date ?? "", date !== null);
  const schedule = useSchedule(sport, date);
  const client = useQueryClient();
  const seen = useRef(0);
  const updatedAt = schedule.dataUpdatedAt;
  useEffect(() => {
    if (seen.current !== 0 && updatedAt !== seen.current) void client.invalidateQueries({ queryKey: bookingsQueryKey(sport) });
    seen.current = updatedAt;
  }, [updatedAt, client, sport]);
  const notes = useMemo(() => cellNotesOf(day.rows, date), [day.rows, date]);
  return useCallback((timeslotId: number, courtId: number) => notes.get(cellKey(timeslotId, courtId)), [notes]);
}
