import type { OrderRow } from "../orders/order-queries.ts";

/** What the card (the provider's checkout) pays: the total less the club credit put toward it and the players' shares of a split booking. */
export function cardDue(row: Pick<OrderRow, "total" | "creditApplied" | "sharedOut">): number {
  return row.total - row.creditApplied - row.sharedOut;
}
