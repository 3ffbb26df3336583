import { formatDay, type Series } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import type { Principal } from "../../http/auth.ts";
import { HttpError, invalidField, worded } from "../../http/http-error.ts";
import { cancelByStaff } from "../admin-bookings/order-actions.ts";
import { cancelRefusal } from "../admin-bookings/order-rules.ts";
import { cancelOrder } from "../orders/cancel-order.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { cancellationDeadline } from "../orders/presenter.ts";
import { bookingRules } from "../rules/service.ts";
import { seriesWords } from "./i18n.ts";
import type { SeriesRow } from "./series-row.ts";
import { ordersByDate, presentSeries } from "./series-view.ts";

/** Who cancels: staff (at any time, refunding what was paid) or the member under the cancellation rules. */
export type Canceller = { staff: { adminId: string } } | { member: Principal };

/**
 * Cancels from_date and every later date of the series (default: from today), each as the
 * ordinary cancel of its order: the same refunds, audit rows and mails. A member's paid date
 * whose free cancellation has ended is refused before anything changes, naming it.
 */
export async function cancelSeriesFrom(
  deps: AppDeps,
  series: SeriesRow,
  who: Canceller,
  fromDate: string | undefined,
): Promise<Series> {
  const from = fromDate ?? facilityToday(deps.clock.now(), deps.config.timezone);
  if (fromDate && (fromDate < series.firstDate || fromDate > series.lastDate))
    throw invalidField(
      "from_date",
      worded(seriesWords, "series.notInSeries", (locale) => ({
        first: formatDay(series.firstDate, locale),
        last: formatDay(series.lastDate, locale),
      })),
      { code: "date_not_in_series", params: { first: series.firstDate, last: series.lastDate } },
    );
  const byDate = await ordersByDate(deps.database.db, series.id);
  const due = [...byDate.entries()]
    .filter(([date, order]) => date >= from && cancelRefusal(order) === null)
    .sort(([a], [b]) => a.localeCompare(b));
  if (due.length === 0) {
    const message = worded(seriesWords, "series.nothingToCancel", (locale) => ({ from: formatDay(from, locale) }));
    throw new HttpError(409, message, undefined, undefined, { code: "series_nothing_to_cancel", params: { from } });
  }
  if ("member" in who) await refuseEndedWindows(deps, series, due);
  for (const [, order] of due) {
    if ("staff" in who) await cancelByStaff(deps, who.staff, order.id, { refund: true, reason: "Weekly series cancelled" });
    else await cancelOrder(deps, series.sport, who.member, order.id, undefined);
  }
  return presentSeries(deps, series);
}

/** A member may cancel a paid date only while its free cancellation lasts; a pending one always. */
async function refuseEndedWindows(deps: AppDeps, series: SeriesRow, due: [string, OrderRow][]) {
  const { cancelHours, timeslot } = await rulesAndSlot(deps, series);
  const now = deps.clock.now();
  const ended = due.find(
    ([date, order]) => order.status === "paid" && cancellationDeadline(date, timeslot, cancelHours, deps.config.timezone) <= now,
  );
  if (!ended) return;
  const next = due.find(([date]) => date > ended[0]);
  const message = worded(seriesWords, "series.windowEnded", (locale) => ({
    date: formatDay(ended[0], locale),
    hours: cancelHours,
    way: next ? "next" : "none",
    next: next ? formatDay(next[0], locale) : "",
  }));
  throw new HttpError(409, message, undefined, undefined, {
    code: "cancellation_window_ended",
    params: { date: ended[0], cancel_hours: cancelHours, ...(next && { next_date: next[0] }) },
  });
}

/** The sport's cancel_hours and the series' timeslot as stored (it may have been retired since). */
async function rulesAndSlot(deps: AppDeps, series: SeriesRow) {
  const { db } = deps.database;
  const [rules, [slot]] = await Promise.all([
    bookingRules(db, series.sport),
    db.select().from(timeslots).where(eq(timeslots.id, series.timeslotId)),
  ]);
  return { cancelHours: rules.cancelHours, timeslot: slot ?? { startTime: "00:00", endTime: "00:00" } };
}
