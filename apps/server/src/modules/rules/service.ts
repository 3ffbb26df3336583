import type { Sport } from "@courtside/contract";
import { DEFAULT_TOTAL_DAYS } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rules } from "../../db/schema.ts";

export type BookingRules = { totalDays: number; holdMinutes: number; cancelHours: number; maxUnpaidHolds: number };

/** An unconfigured sport books on the product defaults. */
export async function bookingRules(db: Db, sport: Sport): Promise<BookingRules> {
  const [row] = await db.select().from(rules).where(eq(rules.sport, sport));
  return {
    totalDays: row?.totalDays ?? DEFAULT_TOTAL_DAYS,
    holdMinutes: row?.holdMinutes ?? 15,
    cancelHours: row?.cancelHours ?? 24,
    maxUnpaidHolds: row?.maxUnpaidHolds ?? 4,
  };
}
