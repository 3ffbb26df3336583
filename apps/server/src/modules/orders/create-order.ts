import { randomUUID } from "node:crypto";
import type { Order, OrderCreateInput, Sport } from "@courtside/contract";
import { isExclusionViolation, isUniqueViolation, violatedConstraint } from "../../db/errors.ts";
import { bookings, orderLines, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday, hhmm, toRange } from "../../facility-time.ts";
import { HttpError, invalidField } from "../../http/http-error.ts";
import { digest } from "../auth/secrets.ts";
import { expireLapsedHolds } from "../payments/hold-expiry.ts";
import { startPayment } from "../payments/start-payment.ts";
import { occupationsDuring } from "../schedule/occupancy.ts";
import { newInvoiceNumber, orderAccessKey, scopedIdempotencyKey } from "./access-keys.ts";
import { findOrderByIdempotencyKey, type OrderRow, orderDetails } from "./order-queries.ts";
import { assertStock, type ValidOrder, validateOrder } from "./order-validation.ts";
import { presentOne } from "./present-orders.ts";
import { type PricedLine, priceOrder } from "./pricing.ts";

type Caller = { memberId: string | null };

/**
 * Creates a pending order holding the courts: validate, price, then one transaction
 * writes the order, its lines and its bookings. The exclusion constraint on bookings,
 * not a prior check, decides who gets a court.
 */
export async function createOrder(
  deps: AppDeps,
  sport: Sport,
  caller: Caller,
  input: OrderCreateInput,
  idempotencyKey: string,
): Promise<Order> {
  const { db } = deps.database;
  const key = scopedIdempotencyKey(sport, caller.memberId, idempotencyKey);
  const earlier = await findOrderByIdempotencyKey(db, key);
  if (earlier) return repeatAnswer(deps, earlier, input);

  await expireLapsedHolds(db, deps.clock.now());
  const valid = await validateOrder(deps, sport, input, caller.memberId ? "member" : "guest");
  const priced = priceOrder(valid.toPrice);

  let row: OrderRow | undefined;
  for (let attempt = 1; !row; attempt++) {
    try {
      row = await insertOrder(deps, sport, caller, input, key, valid, priced);
    } catch (err) {
      const constraint = isUniqueViolation(err) ? violatedConstraint(err) : undefined;
      if (constraint === "orders_idempotency_key") {
        // The same request raced itself; the first one's order is the answer.
        const winner = await findOrderByIdempotencyKey(db, key);
        if (winner) return repeatAnswer(deps, winner, input);
      }
      if (constraint === "orders_inv_unique" && attempt < 5) continue;
      if (isExclusionViolation(err)) throw await courtTaken(deps, sport, input, valid);
      throw err;
    }
  }

  const linked = await startPayment(deps, row, priced.lines.map((l) => l.description).join("; "));
  // A guest's answer carries the access key (row.memberId is null exactly when the caller is a guest).
  return presentOne(deps, linked);
}

async function insertOrder(
  deps: AppDeps,
  sport: Sport,
  caller: Caller,
  input: OrderCreateInput,
  idempotencyKey: string,
  valid: ValidOrder,
  priced: { lines: PricedLine[]; total: number },
): Promise<OrderRow> {
  const now = deps.clock.now();
  const orderId = randomUUID();
  return deps.database.db.transaction(async (tx) => {
    await assertStock(tx, now, valid.stock, valid.slot.startTime);
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        sport,
        memberId: caller.memberId,
        status: "pending",
        billing: input.billing,
        total: priced.total,
        currency: deps.config.currency,
        inv: newInvoiceNumber(sport, facilityToday(now, deps.config.timezone)),
        paymentProvider: deps.payments.name,
        accessKeyHash: digest(orderAccessKey(deps.appSecret, orderId)),
        idempotencyKey,
        holdExpiresAt: new Date(now.getTime() + valid.holdMinutes * 60_000),
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error("order insert returned no row");
    await tx.insert(orderLines).values(priced.lines.map((line) => ({ ...line, orderId })));
    // In court order, so two orders sharing courts wait on each other in the same order and never deadlock.
    await tx.insert(bookings).values(
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
    );
    return order;
  });
}

/** The loser of a race learns which court went, so it can pick another and keep the rest. */
async function courtTaken(deps: AppDeps, sport: Sport, input: OrderCreateInput, valid: ValidOrder) {
  const taken = await occupationsDuring(deps.database.db, sport, valid.during, deps.clock.now());
  const wanted = valid.toPrice.courts;
  const court = wanted.find((c) => taken.some((t) => t.courtId === c.id)) ?? wanted[0];
  const message = `${court?.name ?? "A court"} was just booked by someone else for ${hhmm(valid.slot.startTime)} on ${input.date}. Pick another court.`;
  return new HttpError(409, message, { court_ids: [message] });
}

/** A repeat of the same key answers the first order; a different booking under it is refused. */
async function repeatAnswer(deps: AppDeps, earlier: OrderRow, input: OrderCreateInput): Promise<Order> {
  const details = (await orderDetails(deps.database.db, [earlier])).get(earlier.id);
  const sameCourts = [...(details?.courts.map((c) => c.id) ?? [])].sort().join() === [...input.court_ids].sort().join();
  if (details?.date !== input.date || details.slot?.id !== input.timeslot_id || !sameCourts) {
    throw invalidField("idempotency-key", "This Idempotency-Key was already used for a different booking.");
  }
  return presentOne(deps, earlier);
}
