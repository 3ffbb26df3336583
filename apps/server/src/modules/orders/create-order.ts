import type { Locale, Order, OrderCreateInput, Sport } from "@courtside/contract";
import { BOOKING_CLOSED_CONSTRAINT, isExclusionViolation, isUniqueViolation, violatedConstraint } from "../../db/errors.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { digest } from "../auth/secrets.ts";
import { basePrices } from "../booking-policy/prices.ts";
import { planHoldLimit } from "../booking-policy/tier.ts";
import { assertGuestProof } from "../guest-proof/verify.ts";
import { expireLapsedHolds } from "../payments/hold-expiry.ts";
import { startPayment } from "../payments/start-payment.ts";
import { bookingRules } from "../rules/service.ts";
import { occupationsDuring } from "../schedule/occupancy.ts";
import { scheduleCache } from "../schedule/schedule-cache.ts";
import { yieldToWaitlist } from "../waitlist/order-gate.ts";
import { scopedIdempotencyKey } from "./access-keys.ts";
import { attemptCell, attemptQueue } from "./attempt-queue.ts";
import { type HoldClaim, holdPayer, holdUnits } from "./hold-limits.ts";
import { orderWords } from "./i18n.ts";
import { insertOrder, type OrderTerms, type WrittenOrder } from "./insert-order.ts";
import { courtTaken, knownTaken, markContested, type TakenCourt } from "./known-taken.ts";
import { limitOrderAttempts } from "./order-attempt-limits.ts";
import { type OrderRow, orderDetails } from "./order-queries.ts";
import { refuseClosedCourts, type ValidOrder, validateOrder } from "./order-validation.ts";
import { presentCreated, presentOne } from "./present-orders.ts";
import { type PricedLine, priceOrder } from "./pricing.ts";
import { findRepeat } from "./repeat-lookup.ts";

/** Who orders: a member, or a guest known by their browser's session cookie; and from which address. */
type Caller = { memberId: string | null; guestSession: string | null; address: string; locale: Locale };

/**
 * Creates a pending order holding the courts: validate, price, then one transaction
 * writes the order, its bookings and its lines. The exclusion constraint on bookings,
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
  const since = performance.now();
  const key = scopedIdempotencyKey(sport, caller.memberId ?? `guest:${caller.guestSession ?? ""}`, idempotencyKey);
  const requestHash = hashOfRequest(input);
  // Only the cells' states are read from a grid here: any price list's grid will do.
  const payer = basePrices(caller.memberId ? "member" : "guest");
  // A repeat of this request must still get its order, so the key is looked up before any 409.
  const known = await knownTaken(deps, sport, input, payer, { read: false, since });
  if (known) {
    const earlier = await findRepeat(db, key);
    if (earlier) return repeatAnswer(deps, earlier, input, requestHash);
    throw known;
  }

  const cells = input.court_ids.map((courtId) => attemptCell(sport, input.date, input.timeslot_id, courtId));
  const turn = await attemptQueue(deps).claim(cells, async () => {
    // What was writing may have been this very request, sent twice: then its order is the answer.
    const [taken, first] = await Promise.all([knownTaken(deps, sport, input, payer, { read: true, since }), findRepeat(db, key)]);
    if (first) return first;
    if (taken) throw taken;
    return null;
  });
  if ("settled" in turn) return repeatAnswer(deps, turn.settled, input, requestHash);
  let valid: ValidOrder;
  let priced: { lines: PricedLine[]; total: number };
  let written: WrittenOrder;
  try {
    // Counted here, once an attempt is going to do work: one refused from what this instance
    // knows (a taken court) or settled by a repeat wrote nothing and costs nothing, and in a
    // release rush the losers then write no counters either.
    await limitOrderAttempts(deps, caller, input.billing.email);
    // Read together: a repeat is answered with its order even if the order (or its spent proof) would no longer pass.
    const [earlier, checked, proven] = await Promise.allSettled([
      findRepeat(db, key),
      validateOrder(deps, sport, input, caller.memberId),
      caller.memberId ? undefined : assertGuestProof(deps, input.proof),
    ]);
    if (earlier.status === "rejected") throw earlier.reason;
    if (earlier.value) return repeatAnswer(deps, earlier.value, input, requestHash);
    if (proven.status === "rejected") throw proven.reason;
    if (checked.status === "rejected") throw checked.reason;
    valid = checked.value;
    priced = priceOrder(valid.toPrice, caller.locale);
    const terms = {
      paymentProvider: deps.payments.name,
      holdMinutes: valid.holdMinutes,
      paid: false,
      createdByAdminId: null,
      holds: holdClaim(deps, sport, caller, input, valid),
      quota: valid.policy.quota,
      requestHash,
      locale: caller.locale,
    };
    // A court freed for a waitlist is its line's first (modules/waitlist): bots watching for cancellations included.
    await yieldToWaitlist(deps, {
      sport,
      date: input.date,
      slot: valid.slot,
      courts: valid.toPrice.courts,
      memberId: caller.memberId,
    });
    const outcome = await placeOrder(deps, sport, caller.memberId, input, key, valid, priced, terms);
    if ("repeat" in outcome) return repeatAnswer(deps, outcome.repeat, input, requestHash);
    written = outcome;
    // Done as the insert commits, not on answering (dropsOwnGrids): the attempts waiting for this
    // one must not read the old grid, and this instance knows before its NOTIFY comes back. Only
    // the grids of this sport and date: an order changes no other day's cells.
    scheduleCache(deps).invalidate({ sport, date: input.date });
  } finally {
    turn.release();
  }

  // Written with the order when the provider could answer at once (insert-order.ts).
  const linked = written.order.paymentRef
    ? written.order
    : await startPayment(deps, written.order, priced.lines.map((l) => l.description).join("; "));
  const slot = { id: valid.slot.id, startTime: valid.slot.startTime, endTime: valid.slot.endTime };
  return presentCreated(deps, linked, { date: input.date, slot, courts: valid.courts, lines: written.lines }, valid.cancelHours);
}

/**
 * Writes the order (online, or at the desk: see admin-bookings), retried on an invoice-number
 * collision, and once more after sweeping when only a lapsed hold (not yet swept) stood in
 * the way. The exclusion constraint decides who gets a court: a lost race throws the 409
 * naming it, a closure the 409 naming it closed; a request racing itself under the same key
 * answers the first order (`repeat`).
 */
export async function placeOrder(
  deps: AppDeps,
  sport: Sport,
  memberId: string | null,
  input: OrderCreateInput,
  key: string,
  valid: ValidOrder,
  priced: { lines: PricedLine[]; total: number },
  terms: OrderTerms,
): Promise<WrittenOrder | { repeat: OrderRow }> {
  const { db } = deps.database;
  let swept = false;
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertOrder(deps, { sport, memberId, input, idempotencyKey: key, valid, priced, terms });
    } catch (err) {
      const constraint = isUniqueViolation(err) ? violatedConstraint(err) : undefined;
      if (constraint === "orders_idempotency_key") {
        // The same request raced itself; the first one's order is the answer.
        const winner = await findRepeat(db, key);
        if (winner) return { repeat: winner };
      }
      if (constraint === "orders_inv_unique" && attempt < 5) continue;
      if (violatedConstraint(err) === BOOKING_CLOSED_CONSTRAINT)
        await refuseClosedCourts(deps, sport, input.date, valid.slot, valid.during, valid.toPrice.courts);
      if (!isExclusionViolation(err)) throw err;
      const holder = await liveHolder(deps, sport, valid);
      if (!holder && !swept) {
        swept = true;
        await expireLapsedHolds(db, deps.clock.now());
        continue;
      }
      markContested(deps, sport, input.date);
      // No committed holder seen (it was released meanwhile): the race was lost to a booking being written.
      throw courtTaken(holder ?? { name: valid.toPrice.courts[0]?.name, state: "booked" }, valid.slot, input.date);
    }
  }
}

/** The first wanted court someone live holds or booked for the slot (committed rows), and how, if any. */
async function liveHolder(deps: AppDeps, sport: Sport, valid: ValidOrder): Promise<TakenCourt | undefined> {
  const taken = await occupationsDuring(deps.database.db, sport, valid.during, deps.clock.now());
  for (const court of valid.toPrice.courts) {
    const occupation = taken.find((t) => t.courtId === court.id);
    if (occupation) return { name: court.name, state: occupation.state };
  }
  return undefined;
}

/** What an online order holds unpaid, counted against its payer and its address. */
function holdClaim(deps: AppDeps, sport: Sport, caller: Caller, input: OrderCreateInput, valid: ValidOrder): HoldClaim {
  return {
    sport,
    payer: holdPayer(caller.memberId, input.billing.email),
    address: caller.address,
    units: holdUnits(
      input.court_ids.length,
      input.date,
      valid.stock.map((s) => s.date),
    ),
    payerLimit: valid.policy.maxUnpaidHolds,
    // A plan's own limit is the plan's; the sport's rule is re-read fresh.
    freshPayerLimit: async (tx) => planHoldLimit(valid.policy.tier) ?? (await bookingRules(tx, sport)).maxUnpaidHolds,
    addressLimit: deps.config.holdCapPerAddress,
  };
}

/** The request as its Idempotency-Key binds it: the whole body in the schema's key order, less the proof (a retry may solve anew). */
export function hashOfRequest(input: OrderCreateInput): string {
  return digest(JSON.stringify({ ...input, proof: undefined }));
}

/**
 * A repeat of the same key answers the first order; another request under it is refused.
 * Orders written before requests were hashed are compared by date, slot and courts.
 */
export async function repeatAnswer(
  deps: AppDeps,
  earlier: OrderRow,
  input: OrderCreateInput,
  requestHash: string,
): Promise<Order> {
  const details = (await orderDetails(deps.database.db, [earlier])).get(earlier.id);
  const sameCourts = [...(details?.courts.map((c) => c.id) ?? [])].sort().join() === [...input.court_ids].sort().join();
  const same = earlier.requestHash
    ? earlier.requestHash === requestHash
    : details?.date === input.date && details.slot?.id === input.timeslot_id && sameCourts;
  if (!details || !same) {
    throw invalidField("idempotency-key", worded(orderWords, "orders.keyReused"), { code: "idempotency_key_reused" });
  }
  // The first attempt lost the database after its order committed but before its payment was
  // stored (no link to pay with): the repeat opens the payment now (providers dedupe per order).
  if (earlier.status === "pending" && !earlier.paymentRef && earlier.holdExpiresAt !== null) {
    const description = details.lines.map((l) => l.description).join("; ");
    return presentOne(deps, await startPayment(deps, earlier, description));
  }
  return presentOne(deps, earlier);
}
