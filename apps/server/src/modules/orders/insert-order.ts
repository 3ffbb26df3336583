import { randomUUID } from "node:crypto";
import { DEFAULT_LOCALE, type Locale, type OrderCreateInput, type Sport } from "@courtside/contract";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { bookings, orderLines, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday, toRange } from "../../facility-time.ts";
import { digest } from "../auth/secrets.ts";
import { assertQuotas, checkQuotas, type QuotaClaim, quotaCounts, quotaLockKey } from "../booking-policy/quotas.ts";
import { newInvoiceNumber, orderAccessKey } from "./access-keys.ts";
import { assertHoldLimits, type HoldClaim, payerLockKey } from "./hold-limits.ts";
import type { OrderLineRow, OrderRow } from "./order-queries.ts";
import { assertStock, type ValidOrder } from "./order-validation.ts";
import type { PricedLine } from "./pricing.ts";

export type WrittenOrder = { order: OrderRow; lines: OrderLineRow[] };

/** How an order is written: online (pending, held for holdMinutes) or at the desk (see admin-bookings). */
export type OrderTerms = {
  paymentProvider: string;
  /** Minutes the courts are held while unpaid; null holds them until paid or cancelled. */
  holdMinutes: number | null;
  /** Paid on creation (at the desk). */
  paid: boolean;
  createdByAdminId: string | null;
  /** More rows to write in the same transaction (a desk payment, the audit row). */
  alsoWrite?: (tx: Db, order: OrderRow) => Promise<void>;
  /** An online order's unpaid hold: counted against its payer and address in the writing transaction. */
  holds?: HoldClaim;
  /** A plan member's booking limits: counted in the writing transaction under the member's lock. */
  quota?: QuotaClaim | null;
  /** The hash of the request that asks (a repeat of its Idempotency-Key must match it). */
  requestHash?: string;
  /** The weekly series the order is one date of (modules/series). */
  seriesId?: string;
  /** The language of the request that placed it (a guest's mails follow it); English otherwise. */
  locale?: Locale;
};

export type OrderToWrite = {
  sport: Sport;
  memberId: string | null;
  input: OrderCreateInput;
  idempotencyKey: string;
  valid: ValidOrder;
  priced: { lines: PricedLine[]; total: number };
  terms: OrderTerms;
};

/**
 * Writes a pending order, its bookings and its lines in ONE statement (three inserts in a
 * WITH): atomic on its own, one round trip instead of a transaction's five. The bookings'
 * exclusion constraint fails the whole statement when a court is taken. A provider that
 * pays without a call out (the demo) has its payment written in the same statement. An unpaid
 * online order runs it inside a transaction that first locks and counts its payer's and
 * address's holds; one with stock-limited add-ons also locks and checks the stock.
 */
export async function insertOrder(deps: AppDeps, order: OrderToWrite): Promise<WrittenOrder> {
  const { stock } = order.valid;
  const { alsoWrite, holds, quota } = order.terms;
  if (stock.length === 0 && !alsoWrite && !holds && !quota) return insertAll(deps.database.db, deps, order);
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    // A plan member's unpaid order counts holds and quotas under one lock, in one statement.
    const sharedLock = holds && quota && payerLockKey(holds.payer) === quotaLockKey(quota);
    if (holds) {
      const counts = await assertHoldLimits(
        tx,
        now,
        deps.config.timezone,
        holds,
        sharedLock ? quotaCounts(now, quota) : undefined,
      );
      if (sharedLock) checkQuotas(quota, counts);
    }
    if (quota && !sharedLock) await assertQuotas(tx, now, quota);
    if (stock.length > 0) await assertStock(tx, now, stock, order.valid.slot.startTime);
    const written = await insertAll(tx, deps, order);
    await alsoWrite?.(tx, written.order);
    return written;
  });
}

async function insertAll(db: Db, deps: AppDeps, { sport, memberId, input, idempotencyKey, valid, priced, terms }: OrderToWrite) {
  const now = deps.clock.now();
  const orderId = randomUUID();
  const inv = newInvoiceNumber(sport, facilityToday(now, deps.config.timezone));
  // Only an online order with something to pay gets a link (a free one is paid at once: start-payment.ts).
  const online = !terms.paid && terms.paymentProvider === deps.payments.name && priced.total > 0;
  const payment = online ? deps.payments.paymentNow?.({ orderId, inv }) : undefined;
  const order = db.$with("o").as(
    db
      .insert(orders)
      .values({
        id: orderId,
        sport,
        memberId,
        status: terms.paid ? "paid" : "pending",
        billing: input.billing,
        total: priced.total,
        currency: deps.config.currency,
        inv,
        paymentProvider: terms.paymentProvider,
        paymentRef: payment?.ref ?? null,
        paymentlink: payment?.link ?? null,
        accessKeyHash: digest(orderAccessKey(deps.appSecret, orderId)),
        idempotencyKey,
        requestHash: terms.requestHash ?? null,
        holdPayer: terms.holds?.payer ?? null,
        clientAddress: terms.holds?.address ?? null,
        holdUnits: terms.holds?.units ?? 0,
        holdExpiresAt: terms.holdMinutes === null ? null : new Date(now.getTime() + terms.holdMinutes * 60_000),
        paidAt: terms.paid ? now : null,
        createdByAdminId: terms.createdByAdminId,
        seriesId: terms.seriesId ?? null,
        locale: terms.locale ?? DEFAULT_LOCALE,
        createdAt: now,
      })
      .returning(),
  );
  // The bookings and lines name the order by the id chosen here; the foreign keys are
  // checked at the end of the statement, when the order row exists.
  const booked = db.$with("b").as(
    db
      .insert(bookings)
      .values(
        // In court order, so two orders sharing courts wait on each other in the same order and never deadlock.
        [...input.court_ids]
          .sort((a, b) => a - b)
          .map((courtId) => ({
            orderId,
            sport,
            courtId,
            timeslotId: valid.slot.id,
            date: input.date,
            during: toRange(valid.during),
            active: true,
          })),
      )
      .returning({ id: bookings.id }),
  );
  const lines = db.$with("l").as(
    db
      .insert(orderLines)
      .values(priced.lines.map((line) => ({ ...line, orderId })))
      .returning(),
  );
  const rows = (await db
    .with(order, booked, lines)
    .select({ order: columnsOf(order, orders), line: columnsOf(lines, orderLines) })
    .from(order)
    .crossJoin(lines)) as unknown as { order: OrderRow; line: OrderLineRow }[];
  const first = rows[0];
  if (!first) throw new Error("order insert returned no row");
  return { order: first.order, lines: rows.map((r) => r.line).sort((a, b) => a.id - b.id) };
}

/** A table's columns as a WITH query that returned its rows exposes them (for a nested selection). */
function columnsOf(cte: object, table: Parameters<typeof getTableColumns>[0]): Record<string, PgColumn> {
  const fields = cte as Record<string, PgColumn>;
  return Object.fromEntries(Object.keys(getTableColumns(table)).map((name) => [name, fields[name] as PgColumn]));
}
