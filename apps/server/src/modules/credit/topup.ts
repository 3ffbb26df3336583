import { SPORTS, type Topup } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditTopups, type members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { digest } from "../auth/secrets.ts";
import { formatMoney } from "../mail/money.ts";
import { payableLink, writeAccountOrder } from "../orders/account-order.ts";
import { findOrderByIdempotencyKey, type OrderRow } from "../orders/order-queries.ts";
import { startPayment } from "../payments/start-payment.ts";
import { creditWords } from "./i18n.ts";
import { appendCreditEntry } from "./ledger.ts";
import { type PackRow, packOnSale } from "./packs.ts";

type MemberRow = typeof members.$inferSelect;

/** Minutes an online top-up's checkout stays open (Stripe's shortest is 30). */
const TOPUP_CHECKOUT_MINUTES = 30;

/**
 * A member buys a pack online: an order of kind `topup` (no courts, no hold payer) with one
 * line, and the credit it will bring, then its checkout. Paying it adds the credit in the
 * settling transaction (topup-kind.ts). A repeat of the Idempotency-Key answers the first
 * purchase; the same key for another pack is 422.
 */
export async function buyTopup(deps: AppDeps, member: MemberRow, packId: number, key: string): Promise<Topup> {
  const scopedKey = digest(`topup:${member.id}:${key}`);
  const requestHash = digest(`topup:${packId}`);
  const earlier = await findOrderByIdempotencyKey(deps.database.db, scopedKey);
  if (earlier) {
    if (earlier.requestHash !== requestHash)
      throw invalidField("idempotency-key", worded(creditWords, "credit.keyReused.topup"), { code: "idempotency_key_reused" });
    return presentTopup(deps, earlier);
  }
  const pack = await packOnSale(deps, packId);
  const order = await deps.database.db.transaction((tx) =>
    writeTopup(deps, tx, { member, pack, idempotencyKey: scopedKey, requestHash, soldBy: null }),
  );
  return presentTopup(deps, await startPayment(deps, order, `${pack.name}: club credit`));
}

type TopupSale = { member: MemberRow; pack: PackRow; idempotencyKey: string; requestHash: string; soldBy: string | null };

/**
 * The top-up's order, line and credit row in the caller's transaction. Sold at the desk: paid
 * there at once (a desk charge) and the credit added in the same transaction.
 */
export async function writeTopup(deps: AppDeps, tx: Db, sale: TopupSale): Promise<OrderRow> {
  const { member, pack } = sale;
  const order = await writeAccountOrder(deps, tx, {
    kind: "topup",
    // Orders have a sport (their invoice prefix); credit is club-wide, so the first sport's.
    sport: SPORTS[0],
    member,
    total: pack.price,
    // The line is stored as written (receipts are snapshots): in the member's language.
    description: creditWords(member.locale)("credit.topupLine", {
      pack: pack.name,
      credit: formatMoney(pack.credit, deps.config.currency, member.locale),
    }),
    idempotencyKey: sale.idempotencyKey,
    requestHash: sale.requestHash,
    soldBy: sale.soldBy,
    checkoutMinutes: TOPUP_CHECKOUT_MINUTES,
  });
  await tx
    .insert(creditTopups)
    .values({ orderId: order.id, memberId: member.id, packId: pack.id, credit: pack.credit, validDays: pack.validDays });
  if (order.status === "paid") await creditTopup(tx, order, deps.clock.now());
  return order;
}

/** The credit a paid top-up brings, once (the settling transaction holds the order's row lock). */
export async function creditTopup(tx: Db, order: OrderRow, at: Date): Promise<void> {
  const [topup] = await tx.select().from(creditTopups).where(eq(creditTopups.orderId, order.id));
  if (!topup) return;
  await appendCreditEntry(tx, {
    memberId: topup.memberId,
    amount: topup.credit,
    kind: "topup",
    reason: `Top-up ${order.inv}`,
    orderId: order.id,
    // Valid for the pack's days from when it is paid.
    expiresAt: topup.validDays === null ? null : new Date(at.getTime() + topup.validDays * DAY_MS),
    at,
  });
}

const DAY_MS = 86_400_000;

export async function presentTopup(deps: AppDeps, order: OrderRow): Promise<Topup> {
  const [topup] = await deps.database.db.select().from(creditTopups).where(eq(creditTopups.orderId, order.id));
  const link = payableLink(deps, order);
  return {
    order_id: order.id,
    inv: order.inv,
    status: order.status,
    total: order.total,
    credit: topup?.credit ?? 0,
    currency: order.currency,
    paymentlink: link,
  };
}
