import type { Locale, Series } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import { orderSnapshot } from "../admin-bookings/presenter.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { digest } from "../auth/secrets.ts";
import { currentLocale } from "../i18n/request-language.ts";
import { hashOfRequest, placeOrder } from "../orders/create-order.ts";
import type { OrderTerms } from "../orders/insert-order.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { cancellationDeadline } from "../orders/presenter.ts";
import { recordDeskCharge } from "../payments/desk-charge.ts";
import { DESK_PROVIDER } from "../payments/providers.ts";
import { startPayment } from "../payments/start-payment.ts";
import { checkDate, type DateVerdict, refusedDate } from "./date-check.ts";
import { sendSeriesMail } from "./series-mail.ts";
import { orderInputOf, refuseForeignCatalog, type SeriesPlan } from "./series-plan.ts";
import { claimSeriesRow, type SeriesRow } from "./series-row.ts";
import { ordersByDate, presentSeries, type Unbooked } from "./series-view.ts";

/**
 * Books a weekly series: the series row once per Idempotency-Key, then each date through the
 * one order path (validateOrder, then placeOrder) in a transaction of its own. Free dates are
 * booked; a date taken, closed or outside the horizon (also one lost to a racing booking after
 * the check: the exclusion constraint decides) is answered as such and not booked. A repeat of
 * the key books what the first attempt had not reached and answers the series; a date it had
 * booked is never booked twice (each date's order has a key of its own).
 */
export async function bookSeries(
  deps: AppDeps,
  plan: SeriesPlan,
  key: string,
  requestHash: string,
  locale: Locale,
): Promise<Series> {
  await refuseForeignCatalog(deps, plan);
  const { db } = deps.database;
  const series = await claimSeriesRow(db, plan, key, requestHash);
  const booked = await ordersByDate(db, series.id);
  const unbooked = new Map<string, Unbooked>();
  const written: OrderRow[] = [];
  for (const date of plan.dates) {
    if (booked.has(date)) continue;
    const outcome = await bookDate(deps, plan, series, date);
    if ("order" in outcome) written.push(outcome.order);
    else unbooked.set(date, { state: outcome.status, reason: outcome.reason });
  }
  const linked = plan.payment === "each_before" ? await openPayments(deps, written) : written;
  if (linked.length > 0) deps.background.run("series mail", () => sendSeriesMail(deps, series, linked));
  return presentSeries(deps, series, unbooked, locale);
}

async function bookDate(deps: AppDeps, plan: SeriesPlan, series: SeriesRow, date: string) {
  const verdict = await checkDate(deps, plan, date);
  if (verdict.status !== "free") return verdict;
  const input = orderInputOf(plan, date);
  const dateKey = digest(`series:${series.id}:${date}`);
  try {
    const placed = await placeOrder(deps, plan.sport, plan.memberId, input, dateKey, verdict.valid, verdict.priced, {
      ...termsOf(deps, plan, verdict),
      // A member's own series books within their plan's limits, each date counted as it is written; staff book without.
      quota: plan.createdByAdminId ? null : verdict.valid.policy.quota,
      requestHash: hashOfRequest(input),
      seriesId: series.id,
      locale: currentLocale(),
      alsoWrite: plan.createdByAdminId ? (tx, row) => writeDeskRows(tx, plan, row, date) : undefined,
    });
    return { order: "repeat" in placed ? placed.repeat : placed.order };
  } catch (err) {
    // Lost between the check and the write (a racing booking, a new closure): reported, not booked.
    return refusedDate(date, err) as Exclude<DateVerdict, { status: "free" }>;
  }
}

/**
 * paid_now: a desk charge with each order, no hold. each_before: pending, online payment, held
 * until the date's free cancellation ends (at least the sport's ordinary hold), and not counted
 * against the payer's unpaid-hold cap (no hold payer): a plan's booking limits count series dates.
 */
function termsOf(deps: AppDeps, plan: SeriesPlan, verdict: Extract<DateVerdict, { status: "free" }>): OrderTerms {
  if (plan.payment === "paid_now")
    return { paymentProvider: DESK_PROVIDER, holdMinutes: null, paid: true, createdByAdminId: plan.createdByAdminId };
  const { slot, cancelHours, holdMinutes } = verdict.valid;
  const deadline = cancellationDeadline(verdict.date, slot, cancelHours, deps.config.timezone);
  const untilDeadline = Math.floor((deadline.getTime() - deps.clock.now().getTime()) / 60_000);
  return {
    paymentProvider: deps.payments.name,
    holdMinutes: Math.max(holdMinutes, untilDeadline),
    paid: false,
    createdByAdminId: plan.createdByAdminId,
  };
}

/** With a staff series' order, in its transaction: the desk charge (paid now) and the audit row. */
async function writeDeskRows(tx: Db, plan: SeriesPlan, row: OrderRow, date: string) {
  if (plan.payment === "paid_now") {
    await recordDeskCharge(tx, row, row.createdAt);
  }
  await recordAudit(tx, {
    actorAdminId: plan.createdByAdminId,
    action: "order.desk_create",
    entity: "order",
    entityId: row.id,
    after: {
      ...orderSnapshot(row),
      date,
      timeslot_id: plan.timeslotId,
      court_ids: plan.courtIds,
      payment: plan.payment === "paid_now" ? "paid" : "pay_later",
      series_id: row.seriesId,
    },
  });
}

/**
 * Each new pending order's payment link, where the provider did not give one with the insert.
 * A date held longer than the provider's checkouts may stay open (Stripe: a day) gets its
 * link when due (payments/due-checkouts.ts). A provider that fails leaves that date without
 * a link rather than failing the dates already booked: staff can mark it paid at the desk.
 */
async function openPayments(deps: AppDeps, written: OrderRow[]): Promise<OrderRow[]> {
  const linked: OrderRow[] = [];
  for (const row of written) {
    if (row.paymentRef || row.status !== "pending") {
      linked.push(row);
      continue;
    }
    try {
      linked.push(await startPayment(deps, row, `Court booking ${row.inv}`));
    } catch (err) {
      deps.log.warn({ err, inv: row.inv }, "series date: the payment provider could not open a checkout");
      linked.push(row);
    }
  }
  return linked;
}
