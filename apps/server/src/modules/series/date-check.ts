import { formatSlot } from "@courtside/contract";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, courts, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm, type Instants, toRange } from "../../facility-time.ts";
import { HttpError, type Wording, worded } from "../../http/http-error.ts";
import { currentLocale } from "../i18n/request-language.ts";
import { type ValidOrder, validateOrder } from "../orders/order-validation.ts";
import { type PricedLine, priceOrder } from "../orders/pricing.ts";
import { seriesWords } from "./i18n.ts";
import { orderInputOf, reachOf, type SeriesPlan } from "./series-plan.ts";

export type OrderRef = { order_id: string; inv: string };

/** One date as it stands: free (with what the order path validated and priced) or why not. */
export type DateVerdict =
  | { date: string; status: "free"; valid: ValidOrder; priced: { lines: PricedLine[]; total: number } }
  | { date: string; status: "taken" | "closed" | "outside"; reason: Wording; takenBy: OrderRef | null };

/**
 * Runs the date through the ordinary order validation (horizon, slot not started, courts,
 * closures) and then looks for a live booking of one of its courts. Reads only.
 */
export async function checkDate(deps: AppDeps, plan: SeriesPlan, date: string): Promise<DateVerdict> {
  let valid: ValidOrder;
  try {
    valid = await validateOrder(deps, plan.sport, orderInputOf(plan, date), plan.memberId, reachOf(plan));
  } catch (err) {
    return refusedDate(date, err);
  }
  const holder = await liveHolder(deps.database.db, plan.courtIds, valid.during, deps.clock.now());
  if (holder) {
    const { startTime, endTime } = valid.slot;
    const reason = worded(seriesWords, "series.dateTaken", (locale) => ({
      court: holder.courtName,
      state: holder.held ? "held" : "booked",
      when: formatSlot(date, hhmm(startTime), hhmm(endTime), locale),
    }));
    return { date, status: "taken", reason, takenBy: { order_id: holder.orderId, inv: holder.inv } };
  }
  return { date, status: "free", valid, priced: priceOrder(valid.toPrice, currentLocale()) };
}

/** A refusal of the order path as a date's verdict: closed (409 court_closed), taken (409 court_taken), else outside. */
export function refusedDate(date: string, err: unknown): DateVerdict {
  if (!(err instanceof HttpError) || err.statusCode >= 500 || err.statusCode < 400) throw err;
  const code = err.detail?.code;
  const status = code === "court_closed" ? "closed" : code === "court_taken" ? "taken" : "outside";
  return { date, status, reason: err.wording, takenBy: null };
}

/** The first live booking (paid, kept by the desk, or held and not lapsed) of one of the courts in the range. */
async function liveHolder(db: Db, courtIds: number[], during: Instants, now: Date) {
  const [row] = await db
    .select({ orderId: orders.id, inv: orders.inv, courtName: courts.name, status: orders.status })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        inArray(bookings.courtId, courtIds),
        eq(bookings.active, true),
        sql`${bookings.during} && ${toRange(during)}::tstzrange`,
        or(
          eq(orders.status, "paid"),
          and(eq(orders.status, "pending"), or(isNull(orders.holdExpiresAt), gt(orders.holdExpiresAt, now))),
        ),
      ),
    )
    .orderBy(courts.sortOrder)
    .limit(1);
  return row ? { ...row, held: row.status === "pending" } : undefined;
}
