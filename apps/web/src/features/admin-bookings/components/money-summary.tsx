import type { AdminOrderDetail, MoneyBySource } from "@courtside/contract";
import { formatMoney } from "../../../lib/format.ts";
import { t as translate, useT } from "../i18n.ts";
import { FactList } from "./fact-list.tsx";

/** The sources in the order they are named. */
const SOURCES: (keyof MoneyBySource)[] = ["card", "desk", "credit"];

/** "€10.00 card, €18.00 club credit": the non-zero parts of a sum by source (null with fewer than `least`). */
function bySource(money: MoneyBySource, currency: string, least: number): string | null {
  const parts = SOURCES.filter((k) => money[k] > 0).map((k) =>
    translate(`admin-bookings.money.by.${k}`, { amount: formatMoney(money[k], currency) }),
  );
  return parts.length >= least ? parts.join(", ") : null;
}

/** What the order took and gave back: paid, refunded (and where), what is left to refund. */
export function MoneySummary({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  if (order.paid_total === 0 && order.refunded_total === 0) return null;
  const money = (n: number) => formatMoney(n, order.currency);
  // Paid by one source says nothing new; a refund always says where it went.
  const paidBy = bySource(order.paid_by, order.currency, 2);
  const refundedTo = bySource(order.refunded_to, order.currency, 1);
  return (
    <FactList
      label={t("admin-bookings.money.label")}
      facts={[
        { label: t("admin-bookings.money.paid"), value: `${money(order.paid_total)}${paidBy ? ` (${paidBy})` : ""}` },
        {
          label: t("admin-bookings.money.refunded"),
          value: `${money(order.refunded_total)}${refundedTo ? ` (${refundedTo})` : ""}`,
        },
        { label: t("admin-bookings.money.leftToRefund"), value: money(order.refund_left) },
      ]}
    />
  );
}
