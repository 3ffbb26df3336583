import type { MoneyBySource, OrderMoney } from "@courtside/contract";
import { CREDIT_PROVIDER, DESK_PROVIDER } from "./providers.ts";

type PaymentLike = { kind: "charge" | "refund"; provider: string; amount: number };

/** Where money came from or went, as staff and customers read it: club credit, the desk, or a card provider. */
export function sourceOf(provider: string): keyof MoneyBySource {
  if (provider === CREDIT_PROVIDER) return "credit";
  if (provider === DESK_PROVIDER) return "desk";
  return "card";
}

/**
 * What an order took and gave back, from its payment rows: totals and per source. A refund
 * row's provider is where that money went (a card charge refunded as club credit counts
 * under credit).
 */
export function orderMoney(rows: PaymentLike[]): OrderMoney {
  const paid_by: MoneyBySource = { card: 0, desk: 0, credit: 0 };
  const refunded_to: MoneyBySource = { card: 0, desk: 0, credit: 0 };
  for (const row of rows) {
    const into = row.kind === "charge" ? paid_by : refunded_to;
    into[sourceOf(row.provider)] += row.amount;
  }
  const sum = (m: MoneyBySource) => m.card + m.desk + m.credit;
  const paid_total = sum(paid_by);
  const refunded_total = sum(refunded_to);
  return { paid_total, refunded_total, refund_left: paid_total - refunded_total, paid_by, refunded_to };
}
