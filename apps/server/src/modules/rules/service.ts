import type { Sport } from "@courtside/contract";
import { DEFAULT_TOTAL_DAYS } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { rules } from "../../db/schema.ts";

export type BookingRules = {
  totalDays: number;
  holdMinutes: number;
  cancelHours: number;
  maxUnpaidHolds: number;
  /** Online booking is suspended after this many no-shows in the window (0: off). */
  noShowLimit: number;
  noShowWindowDays: number;
  noShowSuspensionDays: number;
  /** Facility-local "HH:MM" a date opens on the day it comes into the horizon; null: midnight. */
  releaseTime: string | null;
  /** Seconds after a date opens to everyone during which requests are draw entries; 0: first come. */
  releaseWindowSeconds: number;
  /** Minutes a waitlist offer holds a freed court. */
  offerMinutes: number;
  /** Court-slots a member may wait for at once (a plan may allow more); 0: no waitlist. */
  waitlistLimit: number;
  /** Facility-local "HH:MM" the day before a booking its reminder goes out; null: no reminders. */
  reminderTime: string | null;
  /** Players a booking may have, its owner included (modules/players). */
  playersPerBooking: number;
  /** Hours before the start when a split booking's unpaid shares fall to its owner (modules/shares). */
  shareDeadlineHours: number;
};

/** An unconfigured sport books on the product defaults. */
const rulesOf = preparedPer((db) =>
  db
    .select()
    .from(rules)
    .where(eq(rules.sport, sql.placeholder("sport")))
    .prepare("rules_of_sport"),
);

export async function bookingRules(db: Db, sport: Sport): Promise<BookingRules> {
  const [row] = await rulesOf(db).execute({ sport });
  return {
    totalDays: row?.totalDays ?? DEFAULT_TOTAL_DAYS,
    holdMinutes: row?.holdMinutes ?? 15,
    cancelHours: row?.cancelHours ?? 24,
    maxUnpaidHolds: row?.maxUnpaidHolds ?? 4,
    noShowLimit: row?.noShowLimit ?? 0,
    noShowWindowDays: row?.noShowWindowDays ?? 30,
    noShowSuspensionDays: row?.noShowSuspensionDays ?? 14,
    releaseTime: row?.releaseTime ?? null,
    releaseWindowSeconds: row?.releaseWindowSeconds ?? 0,
    offerMinutes: row?.offerMinutes ?? 15,
    waitlistLimit: row?.waitlistLimit ?? 3,
    reminderTime: row ? row.reminderTime : "18:00",
    playersPerBooking: row?.playersPerBooking ?? 4,
    shareDeadlineHours: row?.shareDeadlineHours ?? 2,
  };
}
