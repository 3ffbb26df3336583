import { randomUUID } from "node:crypto";
import type { ExtraAddonsInput, Order, Sport } from "@courtside/contract";
import { isUniqueViolation, violatedConstraint } from "../../db/errors.ts";
import { orderLines, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday, hhmm, slotInstants } from "../../facility-time.ts";
import type { Principal } from "../../http/auth.ts";
import { HttpError, invalidField, notFound, worded } from "../../http/http-error.ts";
import { digest } from "../auth/secrets.ts";
import { basePrices } from "../booking-policy/prices.ts";
import { activeAddons } from "../catalog/catalog-service.ts";
import { startPayment } from "../payments/start-payment.ts";
import { bookingRules } from "../rules/service.ts";
import { newInvoiceNumber, orderAccessKey } from "./access-keys.ts";
import { type OrderKey, orderWords } from "./i18n.ts";
import { findOrder, findOrderByIdempotencyKey, type OrderRow, orderDetails } from "./order-queries.ts";
import { type AddonList, addonWrongList, assertStock, listRule, type StockDemand, stockDemands } from "./order-validation.ts";
import { presentOne } from "./present-orders.ts";
import { priceOrder } from "./pricing.ts";

/**
 * Extra add-ons for a paid booking whose slot has not started: a child order (no courts of
 * its own) priced like any order, stock checked in the parent's slot, pending with a hold
 * and a payment link of its own. Its member or an administrator may add them. With an
 * Idempotency-Key (scoped to the booking) a repeat answers the first child order, as order
 * creation does; the same key for other extras is refused (422).
 */
export async function addExtraAddons(
  deps: AppDeps,
  sport: Sport,
  principal: Principal,
  parentId: string,
  input: ExtraAddonsInput,
  idempotencyKey?: string,
): Promise<Order> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const parent = await findOrder(db, sport, parentId);
  const mine = principal.kind === "administrator" || (parent?.memberId && parent.memberId === principal.member.id);
  if (!parent || !mine || parent.parentOrderId) throw notFound();
  const key = idempotencyKey ? digest(`${sport}:extras:${parent.id}:${idempotencyKey}`) : null;
  const earlier = key ? await findOrderByIdempotencyKey(db, key) : undefined;
  if (earlier) return repeatExtras(deps, earlier, input);
  if (parent.status !== "paid") throw refused("orders.extras.notPaid", "extras_need_paid_booking", { status: parent.status });
  const details = (await orderDetails(db, [parent])).get(parent.id);
  if (!details?.date || !details.slot) throw refused("orders.extras.noBooking", "extras_no_court_booking");
  const start = slotInstants(details.date, hhmm(details.slot.startTime), hhmm(details.slot.endTime), deps.config.timezone).start;
  if (start <= now) throw refused("orders.extras.started", "extras_booking_started");

  const lists = ["addons1", "addons2"] as const;
  const wanted = lists.flatMap((list) =>
    input[list].map((a) => ({ list: list as AddonList, date: details.date as string, ...a })),
  );
  if (wanted.length === 0)
    throw invalidField("addons1", worded(orderWords, "orders.extras.none"), { code: "extras_none_chosen" });
  const rows = await activeAddons(db, sport, [...new Set(wanted.map((w) => w.addon_id))]);
  const resolved = wanted.map((w) => {
    const addon = rows.find((r) => r.id === w.addon_id);
    const rule = listRule[w.list];
    if (!addon || addon.module !== rule.module || addon.group !== rule.group) throw addonWrongList(sport, w.list, w.addon_id);
    return { ...w, addon };
  });
  const priced = priceOrder({
    date: details.date,
    // No court lines: the court prices and the slot's prices are never read.
    prices: basePrices("member"),
    slot: { ...details.slot, priceMember: 0, priceGuest: 0, weekendPriceMember: null, weekendPriceGuest: null },
    courts: [],
    addons: resolved.map((r) => ({ addon: r.addon, qty: r.qty })),
    multiAddons: [],
  });
  const demands = stockDemands(resolved, details.slot.id);
  const { holdMinutes } = await bookingRules(db, sport);

  let child: OrderRow | undefined;
  for (let attempt = 1; !child; attempt++) {
    try {
      child = await insertChild(deps, parent, priced, demands, details.slot.startTime, holdMinutes, key);
    } catch (err) {
      const constraint = isUniqueViolation(err) ? violatedConstraint(err) : undefined;
      // The same request raced itself: the first one's order is the answer.
      const winner = constraint === "orders_idempotency_key" && key ? await findOrderByIdempotencyKey(db, key) : undefined;
      if (winner) return repeatExtras(deps, winner, input);
      if (constraint === "orders_inv_unique" && attempt < 5) continue;
      throw err;
    }
  }
  const linked = await startPayment(deps, child, priced.lines.map((l) => l.description).join("; "));
  return presentOne(deps, linked);
}

/** 409 with a code for clients that word it themselves. */
function refused(key: OrderKey, code: string, params?: Record<string, string>) {
  return new HttpError(409, worded(orderWords, key), undefined, undefined, { code, params });
}

async function insertChild(
  deps: AppDeps,
  parent: OrderRow,
  priced: ReturnType<typeof priceOrder>,
  demands: StockDemand[],
  slotStart: string,
  holdMinutes: number,
  idempotencyKey: string | null,
): Promise<OrderRow> {
  const now = deps.clock.now();
  const id = randomUUID();
  return deps.database.db.transaction(async (tx) => {
    await assertStock(tx, now, demands, slotStart);
    const [row] = await tx
      .insert(orders)
      .values({
        id,
        sport: parent.sport,
        memberId: parent.memberId,
        parentOrderId: parent.id,
        status: "pending",
        billing: parent.billing,
        total: priced.total,
        currency: parent.currency,
        inv: newInvoiceNumber(parent.sport, facilityToday(now, deps.config.timezone)),
        paymentProvider: deps.payments.name,
        accessKeyHash: digest(orderAccessKey(deps.appSecret, id)),
        idempotencyKey,
        holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("extra order insert returned no row");
    await tx.insert(orderLines).values(priced.lines.map((line) => ({ ...line, orderId: id })));
    return row;
  });
}

/** A repeat of the same key answers the first child order; other extras under it are refused. */
async function repeatExtras(deps: AppDeps, earlier: OrderRow, input: ExtraAddonsInput): Promise<Order> {
  const details = (await orderDetails(deps.database.db, [earlier])).get(earlier.id);
  const quantities = (entries: { id: number | null; qty: number }[]) => {
    const byAddon = new Map<number | null, number>();
    for (const e of entries) byAddon.set(e.id, (byAddon.get(e.id) ?? 0) + e.qty);
    return [...byAddon].sort(([a], [b]) => (a ?? 0) - (b ?? 0)).join(";");
  };
  const asked = quantities([...input.addons1, ...input.addons2].map((a) => ({ id: a.addon_id, qty: a.qty })));
  const had = quantities((details?.lines ?? []).map((l) => ({ id: l.addonId, qty: l.qty })));
  if (asked !== had)
    throw invalidField("idempotency-key", worded(orderWords, "orders.extras.keyReused"), { code: "idempotency_key_reused" });
  // The first attempt lost the database before its payment was stored: the repeat opens it now.
  if (earlier.status === "pending" && !earlier.paymentRef) {
    const description = (details?.lines ?? []).map((l) => l.description).join("; ");
    return presentOne(deps, await startPayment(deps, earlier, description));
  }
  return presentOne(deps, earlier);
}
