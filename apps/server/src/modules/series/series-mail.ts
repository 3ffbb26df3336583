import { type Billing, formatDay, sportSettings } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { formatMoney } from "../mail/money.ts";
import { bookingLink } from "../orders/access-keys.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import type { SeriesRow } from "./series-row.ts";
import { presentSeries } from "./series-view.ts";

/**
 * One mail for the dates a series booked (not one per date): each date with its invoice and
 * price, and, when each date is paid before it, the link to pay it and until when.
 */
export async function sendSeriesMail(deps: AppDeps, series: SeriesRow, written: OrderRow[]): Promise<void> {
  const billing = series.billing as Partial<Billing>;
  if (!billing.email) return;
  const { config } = deps;
  const view = await presentSeries(deps, series);
  const ids = new Set(written.map((o) => o.id));
  const dates = view.dates.filter((d) => d.order && ids.has(d.order.order_id));
  const sport = sportSettings[series.sport].label;
  const when = `${view.timeslot.start}–${view.timeslot.end}, ${view.courts.map((c) => c.name).join(", ")}`;
  const payEach = series.payment === "each_before";
  const items = dates.map((d): [string, string] => {
    const order = d.order as NonNullable<typeof d.order>;
    const link = order.paymentlink ? ` (pay: ${order.paymentlink})` : " (its payment link comes by mail a day before)";
    const pay = payEach && order.status === "pending" ? link : "";
    return [`${formatDay(d.date)}, ${order.inv}${pay}`, formatMoney(order.total, view.currency)];
  });
  const total = dates.reduce((sum, d) => sum + (d.order?.total ?? 0), 0);
  const first = written[0] as OrderRow;
  await deps.mailer.send(
    composeMail({
      to: billing.email,
      subject: `Weekly ${sport.toLowerCase()} booked: ${dates.length} date${dates.length === 1 ? "" : "s"}, ${when}`,
      club: await mailClub(deps),
      content: {
        greeting: `Hello ${billing.name ?? ""},`,
        intro: [`Your weekly ${sport.toLowerCase()} booking at ${config.clubName}: ${when}, on these dates.`],
        lines: { items, total: formatMoney(total, view.currency) },
        notes: [
          payEach
            ? "Pay each date with its link before its free cancellation ends; a date left unpaid then is released."
            : "Every date is paid.",
        ],
        action: { label: "Open your bookings", href: bookingLink(config.appUrl, deps.appSecret, first) },
      },
    }),
  );
}
