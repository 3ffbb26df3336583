import { type Billing, formatDay } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { formatMoney } from "../mail/money.ts";
import { bookingLink } from "../orders/access-keys.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { seriesWords } from "./i18n.ts";
import type { SeriesRow } from "./series-row.ts";
import { presentSeries } from "./series-view.ts";

/**
 * One mail for the dates a series booked (not one per date): each date with its invoice and
 * price, and, when each date is paid before it, the link to pay it and until when; in the
 * reader's language.
 */
export async function sendSeriesMail(deps: AppDeps, series: SeriesRow, written: OrderRow[]): Promise<void> {
  const billing = series.billing as Partial<Billing>;
  if (!billing.email) return;
  const { config } = deps;
  const view = await presentSeries(deps, series);
  const ids = new Set(written.map((o) => o.id));
  const dates = view.dates.filter((d) => d.order && ids.has(d.order.order_id));
  const club = await mailClub(deps, billing.email, written[0]?.locale);
  const { locale } = club;
  const t = seriesWords(locale);
  const { sport } = series;
  const when = `${view.timeslot.start}–${view.timeslot.end}, ${view.courts.map((c) => c.name).join(", ")}`;
  const payEach = series.payment === "each_before";
  const items = dates.map((d): [string, string] => {
    const order = d.order as NonNullable<typeof d.order>;
    const pay = !(payEach && order.status === "pending") ? "none" : order.paymentlink ? "link" : "later";
    const item = t("series.item", { date: formatDay(d.date, locale), inv: order.inv, pay, link: order.paymentlink ?? "" });
    return [item, formatMoney(order.total, view.currency, locale)];
  });
  const total = dates.reduce((sum, d) => sum + (d.order?.total ?? 0), 0);
  const first = written[0] as OrderRow;
  await deps.mailer.send(
    composeMail({
      to: billing.email,
      subject: t("series.subject", { sport, count: dates.length, when }),
      club,
      content: {
        greeting: mailWords(locale)("mail.greeting", { name: billing.name ?? "" }),
        intro: [t("series.intro", { sport, club: config.clubName, when })],
        lines: { items, total: formatMoney(total, view.currency, locale) },
        notes: [t(payEach ? "series.payEach" : "series.allPaid")],
        action: { label: t("series.action"), href: bookingLink(config.appUrl, deps.appSecret, first) },
      },
    }),
  );
}
