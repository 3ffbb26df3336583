import { type Billing, DEFAULT_LOCALE, type Locale, type Series, type SeriesDate, seriesDates } from "@courtside/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courts, orders, timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import { inLocale, type Wording } from "../../http/http-error.ts";
import { orderAccessKey } from "../orders/access-keys.ts";
import { type OrderRow, orderDetails } from "../orders/order-queries.ts";
import type { SeriesRow } from "./series-row.ts";

/** Why a date of a series has no order, as the create call found it. */
export type Unbooked = { state: "taken" | "closed" | "outside"; reason: Wording };

/** Each date of the series with its order, keyed by date. */
export async function ordersByDate(db: Db, seriesId: string): Promise<Map<string, OrderRow>> {
  const rows = await db.select().from(orders).where(eq(orders.seriesId, seriesId)).orderBy(asc(orders.createdAt));
  const details = await orderDetails(db, rows);
  const byDate = new Map<string, OrderRow>();
  for (const row of rows) {
    const date = details.get(row.id)?.date;
    if (date) byDate.set(date, row);
  }
  return byDate;
}

/** The series as an answer: every weekly date from first to last, its order and state (rows never leak); why a date is unbooked in `locale`. */
export async function presentSeries(
  deps: AppDeps,
  row: SeriesRow,
  unbooked = new Map<string, Unbooked>(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<Series> {
  const { db } = deps.database;
  const [byDate, courtRows, [slot]] = await Promise.all([
    ordersByDate(db, row.id),
    db
      .select({ id: courts.id, name: courts.name })
      .from(courts)
      .where(inArray(courts.id, row.courtIds))
      .orderBy(courts.sortOrder),
    db.select().from(timeslots).where(eq(timeslots.id, row.timeslotId)),
  ]);
  const billing = row.billing as Billing;
  const dates = seriesDates({ first_date: row.firstDate, until: row.lastDate }).map((date): SeriesDate => {
    const order = byDate.get(date);
    if (order) return { date, state: "booked", reason: null, order: orderRef(deps, order) };
    const why = unbooked.get(date);
    return { date, state: why?.state ?? "none", reason: why ? inLocale(why.reason, locale) : null, order: null };
  });
  return {
    series_id: row.id,
    sport: row.sport,
    customer: { name: billing.name, email: billing.email, member_id: row.memberId },
    courts: courtRows,
    timeslot: { id: row.timeslotId, start: hhmm(slot?.startTime ?? ""), end: hhmm(slot?.endTime ?? "") },
    weekday: row.weekday,
    first_date: row.firstDate,
    last_date: row.lastDate,
    payment: row.payment,
    created_by: row.createdByAdminId ? "staff" : "member",
    created_at: row.createdAt.toISOString(),
    currency: deps.config.currency,
    dates,
  };
}

function orderRef(deps: AppDeps, order: OrderRow): NonNullable<SeriesDate["order"]> {
  // The stored link never holds the order's key; the provider adds it for whoever may see the order.
  const accessKey = orderAccessKey(deps.appSecret, order.id);
  const link =
    order.paymentlink && (deps.providers.get(order.paymentProvider)?.linkFor(order.paymentlink, accessKey) ?? order.paymentlink);
  return {
    order_id: order.id,
    inv: order.inv,
    status: order.status,
    total: order.total,
    paymentlink: order.status === "pending" ? link : null,
    hold_expires_at: order.holdExpiresAt?.toISOString() ?? null,
  };
}
