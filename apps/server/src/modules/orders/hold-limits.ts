import type { Sport } from "@courtside/contract";
import { and, asc, eq, gt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { hhmmOfInstant } from "../../facility-time.ts";
import { HttpError, type Wording, worded } from "../../http/http-error.ts";
import { orderWords } from "./i18n.ts";

/** What an online order would hold unpaid, and the caps it must stay within. */
export type HoldClaim = {
  sport: Sport;
  /** `member:<id>` or `guest:<normalised e-mail>`: whom the hold counts against. */
  payer: string;
  /** The client address that asks. */
  address: string;
  /** Court-slots (and other dates of limited add-ons) the order would hold. */
  units: number;
  /** The sport's `max_unpaid_holds` (as a snapshot up to a second old has it). */
  payerLimit: number;
  /** The same, read fresh in the transaction: a refusal is never based on the snapshot alone. */
  freshPayerLimit: (tx: Db) => Promise<number>;
  /** The per-address cap across sports (HOLD_CAP_PER_ADDRESS). */
  addressLimit: number;
};

/** A guest contact as one person: case, spaces and a `+tag` in the local part do not make a new one. */
export function normalisedEmail(email: string): string {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, "")}@${domain}`;
}

/** The advisory lock one payer's counts are taken under (unpaid holds here, plan quotas in booking-policy). */
export const payerLockKey = (payer: string) => `hold:payer:${payer}`;

export function holdPayer(memberId: string | null, billingEmail: string): string {
  return memberId ? `member:${memberId}` : `guest:${normalisedEmail(billingEmail)}`;
}

/** What an order holds: each court of its slot, and each other date on which it takes limited add-on stock. */
export function holdUnits(courts: number, date: string, stockDates: string[]): number {
  return courts + new Set(stockDates.filter((d) => d !== date)).size;
}

type Held = { inv: string; units: number; expiresAt: Date; mine: boolean };

/**
 * Inside the writing transaction, before the insert: locks the payer and the address (in key
 * order, so two orders never wait on each other crosswise), then counts what they hold unpaid
 * now. The lock makes the count and the insert one step: two orders of one payer cannot both
 * pass a count that only one of them fits. Beyond a cap: 429 naming the limit and the
 * payer's held orders, with Retry-After until the first of them lapses. `alsoRead`, a scalar
 * another count under the payer's lock needs (a plan's quotas), is read in the same
 * statement and answered.
 */
export async function assertHoldLimits<T = never>(
  tx: Db,
  now: Date,
  zone: string,
  claim: HoldClaim,
  alsoRead?: SQL<T>,
): Promise<T | undefined> {
  const [first, second] = [payerLockKey(claim.payer), `hold:address:${claim.address}`].sort();
  // One round trip: a target list is evaluated left to right, so the key order holds.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${first})), pg_advisory_xact_lock(hashtext(${second}))`);
  const { held, also } = await heldBy(tx, now, claim, alsoRead);
  const mine = held.filter((h) => h.mine);
  const payerHeld = sum(mine);
  if (payerHeld + claim.units > claim.payerLimit) {
    const payerLimit = await claim.freshPayerLimit(tx);
    if (payerHeld + claim.units > payerLimit) throw payerRefusal({ ...claim, payerLimit }, mine, payerHeld, zone, now);
  }
  const addressHeld = sum(held);
  if (addressHeld + claim.units > claim.addressLimit) throw addressRefusal(claim, held, mine, addressHeld, zone, now);
  return also;
}

/** The held orders of the payer or address; from one row left-joined, so `alsoRead` comes back when none is held. */
async function heldBy<T>(tx: Db, now: Date, claim: HoldClaim, alsoRead?: SQL<T>): Promise<{ held: Held[]; also?: T }> {
  const mine = and(eq(orders.holdPayer, claim.payer), eq(orders.sport, claim.sport));
  const rows = await tx
    .select({
      inv: orders.inv,
      units: orders.holdUnits,
      expiresAt: orders.holdExpiresAt,
      mine: sql<boolean>`coalesce(${mine}, false)`,
      fromAddress: sql<boolean>`coalesce(${orders.clientAddress} = ${claim.address}, false)`,
      also: alsoRead ?? sql<T>`null`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(
      orders,
      and(
        eq(orders.status, "pending"),
        gt(orders.holdExpiresAt, now),
        or(eq(orders.holdPayer, claim.payer), eq(orders.clientAddress, claim.address)),
      ),
    )
    .orderBy(asc(orders.holdExpiresAt));
  // The payer's orders of other sports count against the address only when placed from it.
  const held = rows
    .filter((r) => r.inv !== null && (r.mine || r.fromAddress))
    .map((r) => ({ inv: r.inv as string, units: r.units as number, expiresAt: r.expiresAt as Date, mine: r.mine }));
  return { held, also: rows[0]?.also ?? undefined };
}

const sum = (held: Held[]) => held.reduce((n, h) => n + h.units, 0);

function payerRefusal(claim: HoldClaim, mine: Held[], count: number, zone: string, now: Date): HttpError {
  const invs = mine.map((h) => h.inv);
  if (mine.length === 0) {
    const message = worded(orderWords, "orders.holds.payerNone", {
      limit: claim.payerLimit,
      sport: claim.sport,
      units: claim.units,
    });
    return new HttpError(422, message, { court_ids: [message] }, undefined, {
      code: "limit_unpaid_holds",
      params: { limit: claim.payerLimit, held: 0, orders: [] },
    });
  }
  const message = worded(orderWords, "orders.holds.payerHeld", {
    held: count,
    limit: claim.payerLimit,
    sport: claim.sport,
    units: claim.units,
    count: invs.length,
    orders: invs.join(", "),
    time: hhmmOfInstant(firstLapse(mine), zone),
  });
  return refusal(message, "limit_unpaid_holds", claim.payerLimit, count, invs, firstLapse(mine), now);
}

function addressRefusal(claim: HoldClaim, held: Held[], mine: Held[], count: number, zone: string, now: Date): HttpError {
  const invs = mine.map((h) => h.inv);
  if (held.length === 0) {
    const message = worded(orderWords, "orders.holds.addressNone", { limit: claim.addressLimit, units: claim.units });
    return new HttpError(422, message, { court_ids: [message] }, undefined, {
      code: "limit_unpaid_holds_address",
      params: { limit: claim.addressLimit, held: 0, orders: [] },
    });
  }
  const message = worded(orderWords, "orders.holds.addressHeld", {
    held: count,
    limit: claim.addressLimit,
    time: hhmmOfInstant(firstLapse(held), zone),
    mine: invs.length > 0 ? "yes" : "no",
    orders: invs.join(", "),
  });
  return refusal(message, "limit_unpaid_holds_address", claim.addressLimit, count, invs, firstLapse(held), now);
}

function refusal(message: Wording, code: string, limit: number, held: number, orders: string[], lapse: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((lapse.getTime() - now.getTime()) / 1000));
  return new HttpError(429, message, undefined, { "Retry-After": String(seconds) }, { code, params: { limit, held, orders } });
}

const firstLapse = (held: Held[]) => held[0]?.expiresAt ?? new Date(0);
