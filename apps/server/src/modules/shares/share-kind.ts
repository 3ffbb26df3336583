import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import type { OrderKindHandler } from "../orders/order-kinds.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { shareRefusal } from "./refusals.ts";
import { mailShare } from "./share-mail.ts";

/**
 * A share is paid as any order (its link's card checkout, or club credit by the member who owes
 * it). It pays toward a confirmed booking only: a share of a booking whose owner has not paid
 * (or whose hold lapsed) is refused in the paying transaction. Card checkouts are opened only
 * for payable shares (share-checkout.ts), so this refuses club credit, never money taken.
 */
export const shareOrderKind: OrderKindHandler = {
  async paid(_deps: AppDeps, tx: Db, share: OrderRow) {
    const [booking] = await tx
      .select({ status: orders.status, ownerName: members.name })
      .from(orders)
      .leftJoin(members, eq(members.id, orders.memberId))
      .where(eq(orders.id, share.parentOrderId ?? ""));
    if (booking?.status !== "paid") {
      throw shareRefusal(409, "shares.notPayable.waiting", "share_not_payable", {
        state: "waiting",
        owner: booking?.ownerName ?? "",
      });
    }
  },
  /** A card payment for a share of an unconfirmed booking, or for a place offered again meanwhile, goes back. */
  async refusal(tx: Db, share: OrderRow) {
    if (share.status === "expired") return { kind: "not_completed" as const };
    const [booking] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, share.parentOrderId ?? ""));
    return booking?.status === "paid" ? null : { kind: "not_completed" as const };
  },
  async confirm(deps: AppDeps, share: OrderRow) {
    // Charged to the owner's saved card at the deadline: the owner hears what was charged (with the receipt).
    if (share.cardChargeResult === "charged") return mailShare(deps, share, "charged");
    await mailShare(deps, share, "paid");
    // A place of an open match: its owner hears who joined.
    if (share.openPlace) await mailShare(deps, share, "joined");
  },
};
