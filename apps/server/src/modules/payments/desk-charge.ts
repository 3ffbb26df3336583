import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { DESK_PROVIDER } from "./providers.ts";

/** The money for a whole order taken at the desk (desk bookings, series paid now, memberships sold, "mark paid"), in the caller's transaction. */
export async function recordDeskCharge(
  tx: Db,
  order: { id: string; inv: string; total: number; currency: string },
  at: Date,
  amount = order.total,
): Promise<void> {
  await tx.insert(payments).values({
    orderId: order.id,
    provider: DESK_PROVIDER,
    providerRef: order.inv,
    kind: "charge",
    amount,
    currency: order.currency,
    createdAt: at,
  });
}
