import type { Order } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound, worded } from "../../http/http-error.ts";
import { accessKeyMatches } from "../orders/access-keys.ts";
import { presentOne } from "../orders/present-orders.ts";
import { paymentsWords } from "./i18n.ts";

/**
 * The order behind a demo payment link (`/pay/{inv}?key=`), so the checkout page shows what
 * it charges in any browser. An unknown invoice, a wrong key and another provider's order
 * get the same 404: the answer tells nobody which invoice numbers exist.
 */
export async function demoCheckoutOrder(deps: AppDeps, inv: string, key: string): Promise<Order> {
  const [row] = await deps.database.db.select().from(orders).where(eq(orders.inv, inv));
  if (row?.paymentProvider !== "demo" || !accessKeyMatches(row.accessKeyHash, key)) {
    throw notFound(worded(paymentsWords, "payments.demoNoOrder", { inv }));
  }
  return presentOne(deps, row);
}
