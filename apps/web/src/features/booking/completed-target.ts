import type { OrderRef } from "../../state/order-attempts.ts";

export interface CompletedTarget {
  orderId: string;
  key: string | null;
  /** The invoice number when known before the order loads (the in-app flow). */
  inv: string | null;
}

/**
 * Which order the guest completion page shows: the confirmation mail's `?order=&key=`
 * first (it works in any browser), else the order just paid in this one.
 */
export function completedTarget(search: URLSearchParams, done: OrderRef | null | undefined): CompletedTarget | null {
  const orderId = search.get("order")?.trim();
  if (orderId) {
    const key = search.get("key")?.trim() || null;
    const same = done?.order_id === orderId ? done : null;
    return { orderId, key: key ?? same?.access_key ?? null, inv: same?.inv ?? null };
  }
  if (done) return { orderId: done.order_id, key: done.access_key, inv: done.inv };
  return null;
}
