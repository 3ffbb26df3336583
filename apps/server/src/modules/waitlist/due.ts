import { SPORTS, type Sport } from "@courtside/contract";
import { and, gte, inArray } from "drizzle-orm";
import { waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { addDays, dayInstants, facilityToday } from "../../facility-time.ts";
import { parseChange } from "../schedule/availability-change.ts";
import { LIVE_STATUSES } from "./join.ts";
import { offerFreedCourts } from "./offers.ts";

/** Every (sport, date) with someone in line, from today on: one indexed query. */
export async function datesInLine(deps: AppDeps): Promise<{ sport: Sport; date: string }[]> {
  const today = facilityToday(deps.clock.now(), deps.config.timezone);
  return deps.database.db
    .selectDistinct({ sport: waitlistEntries.sport, date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.status, [...LIVE_STATUSES]), gte(waitlistEntries.date, today)));
}

/** The sweep (main.ts): offers every freed court of every date someone waits for. A safety net under the watcher. */
export async function offerAllFreedCourts(deps: AppDeps): Promise<number> {
  let placed = 0;
  for (const { sport, date } of await datesInLine(deps)) placed += await offerFreedCourts(deps, sport, date);
  return placed;
}

/**
 * Which dates a notification on the availability channel may have freed a court of: a
 * booking's date, a closure's days, or (a catalog change, an unreadable payload) every date
 * someone waits for. Null: nothing a waitlist cares about (rules, barriers).
 */
export function datesFreedBy(payload: string, zone: string): { sport?: Sport; dates?: string[] } | null {
  const change = parseChange(payload);
  if (change.barrier !== undefined || change.rules) return null;
  const sport = change.sport && (SPORTS as readonly string[]).includes(change.sport) ? change.sport : undefined;
  if (change.date) return { sport, dates: [change.date] };
  if (!change.from || !change.to) return { sport };
  const dates: string[] = [];
  const end = new Date(change.to);
  // A closure's span in facility days (the day before too: a slot running past midnight).
  for (
    let day = addDays(facilityToday(new Date(change.from), zone), -1);
    dayInstants(day, zone).start < end;
    day = addDays(day, 1)
  ) {
    dates.push(day);
    if (dates.length > 400) break;
  }
  return { sport, dates };
}
