import type { OrderRow } from "../orders/order-queries.ts";

/** What the card (the provider's checkout) pays: the total less the club credit put toward it. */
export function cardDue(row: Pick<OrderRow, "total" | "creditApplied">): number {
  return row.total - row.creditApplied;
}
