import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import type { Refusal } from "../payments/refusal.ts";
import type { OrderRow } from "./order-queries.ts";

/**
 * What an order that pays for something other than courts (orders.kind, e.g. 'membership')
 * does when it is paid. The module that sells it registers here, so payments settle every
 * kind the same way without knowing any: `paid` runs in the settling transaction, `confirm`
 * replaces the court booking's confirmation mail.
 */
export type OrderKindHandler = {
  paid(deps: AppDeps, tx: Db, order: OrderRow): Promise<void>;
  /**
   * Why a payment that arrived cannot pay this order, if it cannot (a share of a booking not
   * confirmed, an open place offered to someone else meanwhile): the money is kept on record
   * and refunded, as for a lapsed hold whose courts were taken. Null: it may.
   */
  refusal?(tx: Db, order: OrderRow): Promise<Refusal | null>;
  confirm(deps: AppDeps, order: OrderRow): Promise<void>;
};

const handlers = new Map<string, OrderKindHandler>();

/** Called by a module's plugin at start-up; registering the same kind again replaces it (tests build many apps). */
export function registerOrderKind(kind: Exclude<OrderRow["kind"], "booking">, handler: OrderKindHandler): void {
  handlers.set(kind, handler);
}

/** The handler of an order's kind; none for a court booking. */
export function orderKindHandler(order: Pick<OrderRow, "kind">): OrderKindHandler | undefined {
  return order.kind === "booking" ? undefined : handlers.get(order.kind);
}
