import type { AdminOrderDetail, MoneyBySource } from "@courtside/contract";
import { formatMoney } from "../../../lib/format.ts";
import { FactList } from "./fact-list.tsx";

const SOURCE_WORDS: Record<keyof MoneyBySource, string> = { card: "card", desk: "at the desk", credit: "club credit" };

/** "€10.00 card, €18.00 club credit": the non-zero parts of a sum by source (null with fewer than `least`). */
function bySource(money: MoneyBySource, currency: string, least: number): string | null {
  const parts = (Object.keys(SOURCE_WORDS) as (keyof MoneyBySource)[])
    .filter((k) => money[k] > 0)
    .map((k) => `${formatMoney(money[k], currency)} ${SOURCE_WORDS[k]}`);
  return parts.length >= least ? parts.join(", ") : null;
}

/** What the order took and gave back: paid, refunded (and where), what is left to refund. */
export function MoneySummary({ order }: { order: AdminOrderDetail }) {
  if (order.paid_total === 0 && order.refunded_total === 0) return null;
  const money = (n: number) => formatMoney(n, order.currency);
  // Paid by one source says nothing new; a refund always says where it went.
  const paidBy = bySource(order.paid_by, order.currency, 2);
  const refundedTo = bySource(order.refunded_to, order.currency, 1);
  return (
    <FactList
      label="Money"
      facts={[
        { label: "Paid", value: `${money(order.paid_total)}${paidBy ? ` (${paidBy})` : ""}` },
        { label: "Refunded", value: `${money(order.refunded_total)}${refundedTo ? ` (${refundedTo})` : ""}` },
        { label: "Left to refund", value: money(order.refund_left) },
      ]}
    />
  );
}
