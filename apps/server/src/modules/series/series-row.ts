import type { Sport } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookingSeries } from "../../db/schema.ts";
import { invalidField, notFound, worded } from "../../http/http-error.ts";
import { seriesWords } from "./i18n.ts";
import type { SeriesPlan } from "./series-plan.ts";

export type SeriesRow = typeof bookingSeries.$inferSelect;

const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/**
 * Writes the series row once per Idempotency-Key: a repeat (or a request racing itself under
 * the key) gets the first row back; the same key with another body is refused.
 */
export async function claimSeriesRow(db: Db, plan: SeriesPlan, key: string, requestHash: string): Promise<SeriesRow> {
  const first = plan.dates[0] as string;
  const [written] = await db
    .insert(bookingSeries)
    .values({
      sport: plan.sport,
      memberId: plan.memberId,
      billing: plan.billing,
      courtIds: plan.courtIds,
      timeslotId: plan.timeslotId,
      weekday: isoWeekday(first),
      firstDate: first,
      lastDate: plan.dates[plan.dates.length - 1] as string,
      payment: plan.payment,
      createdByAdminId: plan.createdByAdminId,
      idempotencyKey: key,
      requestHash,
    })
    .onConflictDoNothing({ target: bookingSeries.idempotencyKey })
    .returning();
  if (written) return written;
  const [earlier] = await db.select().from(bookingSeries).where(eq(bookingSeries.idempotencyKey, key));
  if (!earlier) throw new Error("series idempotency key conflicted but no row was found");
  if (earlier.requestHash !== requestHash)
    throw invalidField("idempotency-key", worded(seriesWords, "series.keyReused"), { code: "idempotency_key_reused" });
  return earlier;
}

/** The series of the sport (and, for a member, their own), or 404. */
export async function findSeries(db: Db, sport: Sport, id: string, memberId?: string): Promise<SeriesRow> {
  const conditions = [eq(bookingSeries.id, id), eq(bookingSeries.sport, sport)];
  if (memberId !== undefined) conditions.push(eq(bookingSeries.memberId, memberId));
  const [row] = await db
    .select()
    .from(bookingSeries)
    .where(and(...conditions));
  if (!row) throw notFound(worded(seriesWords, "series.notFound"));
  return row;
}
