import type { ShareView } from "@courtside/contract";
import { and, eq, isNull } from "drizzle-orm";
import { members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import type { Principal } from "../../http/auth.ts";
import { notFound, worded } from "../../http/http-error.ts";
import { accessKeyMatches } from "../orders/access-keys.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { cardDue } from "../payments/card-due.ts";
import { shareWords } from "./i18n.ts";
import { presentShare } from "./present-shares.ts";
import { shareRefusal } from "./refusals.ts";
import { shareById, shareLink } from "./share-rows.ts";

/** Checkouts of a share stay open this long (Stripe's longest); a lapsed one is opened again on the next visit. */
const CHECKOUT_HOURS = 23;

/** The share behind a link: its key shows it; the member who owes it needs none. Anyone else: 404. */
export async function viewableShare(
  deps: AppDeps,
  principal: Principal | null,
  shareId: string,
  key?: string,
): Promise<OrderRow> {
  const row = await shareById(deps.database.db, shareId);
  const owes = principal?.kind === "member" && row?.memberId === principal.member.id;
  if (!row || !(owes || accessKeyMatches(row.accessKeyHash, key))) throw notFound(worded(shareWords, "shares.noSuchShare"));
  return row;
}

/**
 * Opens the card checkout of a payable share (unpaid, its booking confirmed) for whoever holds
 * its link, or answers the one already open: a bot repeating the call opens one checkout, not
 * many. The checkout returns to the share's page, paid or not. A share has no hold, so the
 * checkout's end never expires it (hold-expiry.ts leaves shares alone).
 */
export async function openShareCheckout(
  deps: AppDeps,
  principal: Principal | null,
  shareId: string,
  key: string,
): Promise<ShareView> {
  const share = await viewableShare(deps, principal, shareId, key);
  await assertPayable(deps, share);
  return presentShare(deps, await shareCheckout(deps, share), principal?.kind === "member" ? principal.member.id : null);
}

/** The share with its card checkout: the one open, or a new one (stored only while none is). */
export async function shareCheckout(deps: AppDeps, share: OrderRow): Promise<OrderRow> {
  if (share.paymentlink) return share;
  const now = deps.clock.now();
  const back = shareLink(deps, share);
  const payment = await deps.payments.createPayment({
    orderId: share.id,
    inv: share.inv,
    // What is left after club credit put toward it (a checkout of the rest that lapsed is opened again here).
    total: cardDue(share),
    currency: share.currency,
    holdExpiresAt: new Date(now.getTime() + CHECKOUT_HOURS * 3_600_000),
    description: `${share.inv}: a share of a booking`,
    successUrl: back,
    cancelUrl: back,
  });
  const [linked] = await deps.database.db
    .update(orders)
    .set({ paymentlink: payment.link, paymentRef: payment.ref })
    .where(and(eq(orders.id, share.id), eq(orders.status, "pending"), isNull(orders.paymentRef)))
    .returning();
  return linked ?? (await shareById(deps.database.db, share.id)) ?? share;
}

async function assertPayable(deps: AppDeps, share: OrderRow): Promise<void> {
  if (share.status === "paid") throw shareRefusal(409, "shares.notPayable.paid", "share_not_payable", { state: "paid" });
  if (share.status !== "pending")
    throw shareRefusal(409, "shares.notPayable.closed", "share_not_payable", { state: "cancelled" });
  // An open place nobody owes is bought by joining its match (which takes it for the joiner first).
  if (share.openPlace && share.memberId === null) {
    throw shareRefusal(409, "shares.notPayable.openPlace", "share_not_payable", { state: "open_place" });
  }
  const [booking] = await deps.database.db
    .select({ status: orders.status, ownerName: members.name })
    .from(orders)
    .leftJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.id, share.parentOrderId ?? ""));
  if (booking?.status === "paid") return;
  if (booking?.status === "pending" || booking?.status === "expired") {
    const owner = booking.ownerName ?? "";
    throw shareRefusal(409, "shares.notPayable.waiting", "share_not_payable", { state: "waiting", owner });
  }
  throw shareRefusal(409, "shares.notPayable.closed", "share_not_payable", { state: "cancelled" });
}
