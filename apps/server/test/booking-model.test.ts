import { apiPaths } from "@courtside/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders } from "../src/db/schema.ts";
import { expireLapsedHolds } from "../src/modules/payments/hold-expiry.ts";
import type { Answer } from "./support/client.ts";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const MINUTE = 60_000;
const HOLD_MINUTES = 15;
const START = new Date("2026-11-22T10:00:00Z");
const DATES = ["2026-11-23", "2026-11-24"];
/** Two slots that overlap each other, so a court can be double-booked across slots as well as within one. */
const SLOTS = [
  { startTime: "18:00", endTime: "19:00", from: 18 * 60, to: 19 * 60 },
  { startTime: "18:30", endTime: "19:30", from: 18 * 60 + 30, to: 19 * 60 + 30 },
];

type Status = "pending" | "paid" | "expired" | "cancelled" | "refunded";
/** A court (index), a slot (index) and a date (index) an order holds. */
type Cell = { court: number; slot: number; date: number };
type ModelOrder = { id: string; cells: Cell[]; status: Status; refundDue: boolean; key: string; token: string | null };
/** What should be true: every order with the state it should have. */
type Model = { orders: ModelOrder[] };
/** The system under test: this run's own facility on the shared app. */
type Real = { t: TestContext; courtIds: number[]; slotIds: number[]; tokens: string[] };
type BookSpec = { courts: number[]; slot: number; date: number; member: number | null };

const clash = (a: Cell, b: Cell) =>
  a.court === b.court &&
  a.date === b.date &&
  (SLOTS[a.slot]?.from ?? 0) < (SLOTS[b.slot]?.to ?? 0) &&
  (SLOTS[b.slot]?.from ?? 0) < (SLOTS[a.slot]?.to ?? 0);
const clashes = (a: Cell[], b: Cell[]) => a.some((x) => b.some((y) => clash(x, y)));
/** Pending orders in the model always hold live (only Expire moves the clock, and it sweeps). */
const taken = (m: Model, except?: ModelOrder) =>
  m.orders.filter((o) => o !== except && (o.status === "pending" || o.status === "paid")).flatMap((o) => o.cells);
const cellsOf = (spec: BookSpec): Cell[] => spec.courts.map((court) => ({ court, slot: spec.slot, date: spec.date }));

async function book(r: Real, spec: BookSpec): Promise<Answer> {
  const body = orderBody(
    DATES[spec.date] as string,
    r.slotIds[spec.slot] as number,
    spec.courts.map((c) => r.courtIds[c] as number),
    { guest: spec.member === null },
  );
  const token = spec.member === null ? undefined : r.tokens[spec.member];
  return postOrder(r.t.client(), "tennis", body, { token });
}

function recordBooking(m: Model, spec: BookSpec, res: Answer): void {
  const key = new URL(res.data.paymentlink).searchParams.get("key") ?? "";
  const token = spec.member === null ? null : `member-${spec.member}`;
  m.orders.push({ id: res.data.order_id, cells: cellsOf(spec), status: "pending", refundDue: false, key, token });
}

class Book implements fc.AsyncCommand<Model, Real> {
  constructor(readonly spec: BookSpec) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await book(r, this.spec);
    const free = !clashes(cellsOf(this.spec), taken(m));
    expect(res.statusCode).toBe(free ? 201 : 409);
    if (free) recordBooking(m, this.spec, res);
    await assertDatabase(m, r);
  }
  toString = () => `Book(${JSON.stringify(this.spec)})`;
}

/** Two bookings at once: whatever the interleaving, the database lets through exactly what is free. */
class BookPair implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly a: BookSpec,
    readonly b: BookSpec,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const [ra, rb] = await Promise.all([book(r, this.a), book(r, this.b)]);
    const held = taken(m);
    const freeA = !clashes(cellsOf(this.a), held);
    const freeB = !clashes(cellsOf(this.b), held);
    if (freeA && freeB && clashes(cellsOf(this.a), cellsOf(this.b))) {
      expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 409]);
    } else {
      expect(ra.statusCode).toBe(freeA ? 201 : 409);
      expect(rb.statusCode).toBe(freeB ? 201 : 409);
    }
    if (ra.statusCode === 201) recordBooking(m, this.a, ra);
    if (rb.statusCode === 201) recordBooking(m, this.b, rb);
    await assertDatabase(m, r);
  }
  toString = () => `BookPair(${JSON.stringify(this.a)}, ${JSON.stringify(this.b)})`;
}

class Pay implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model, r: Real) {
    const o = m.orders[this.pick % m.orders.length] as ModelOrder;
    const res = await r.t.client().post(apiPaths.demoPay(await invOf(r, o.id)), { key: o.key });
    if (o.status === "pending" || o.status === "paid") {
      expect(res.statusCode).toBe(200);
      o.status = "paid";
    } else if (o.status === "expired") {
      // Late payment: the courts again if still free, else the money goes straight back.
      const free = !clashes(o.cells, taken(m, o));
      expect(res.statusCode).toBe(free ? 200 : 409);
      o.status = free ? "paid" : "refunded";
    } else {
      expect(res.statusCode).toBe(409);
    }
    // The automatic refund runs after the answer; the model describes the settled state.
    await r.t.app.deps.background.drain();
    await assertDatabase(m, r);
  }
  toString = () => `Pay(${this.pick})`;
}

/** The clock passes every running hold, then the sweeper runs. */
class Expire implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    r.t.clock.advance((HOLD_MINUTES + 1) * MINUTE);
    await expireLapsedHolds(r.t.app.deps.database.db, r.t.clock.now());
    for (const o of m.orders) if (o.status === "pending") o.status = "expired";
    await assertDatabase(m, r);
  }
  toString = () => "Expire";
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model, r: Real) {
    const o = m.orders[this.pick % m.orders.length] as ModelOrder;
    const token = o.token === null ? undefined : r.tokens[Number(o.token.slice("member-".length))];
    const url = `${apiPaths.orderCancel("tennis", o.id)}${token ? "" : `?key=${encodeURIComponent(o.key)}`}`;
    const res = await r.t.client().post(url, undefined, { token });
    if (o.status === "pending" || o.status === "paid") {
      expect(res.statusCode).toBe(200);
      o.status = o.status === "paid" ? "refunded" : "cancelled";
    } else {
      expect(res.statusCode).toBe(409);
    }
    await assertDatabase(m, r);
  }
  toString = () => `Cancel(${this.pick})`;
}

async function invOf(r: Real, orderId: string): Promise<string> {
  const [row] = await r.t.app.deps.database.db.select({ inv: orders.inv }).from(orders).where(eq(orders.id, orderId));
  return row?.inv ?? "";
}

/** After every step: the database's invariants, and the same picture as the model. */
async function assertDatabase(m: Model, r: Real): Promise<void> {
  const { db } = r.t.app.deps.database;
  const other = alias(bookings, "other");
  const overlapping = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(
      other,
      and(
        eq(other.courtId, bookings.courtId),
        sql`${other.id} > ${bookings.id}`,
        eq(other.active, true),
        sql`${other.during} && ${bookings.during}`,
      ),
    )
    .where(and(eq(bookings.active, true), inArray(bookings.courtId, r.courtIds)));
  expect(overlapping).toEqual([]);

  const active = await db
    .select({
      courtId: bookings.courtId,
      timeslotId: bookings.timeslotId,
      date: bookings.date,
      status: orders.status,
      holdExpiresAt: orders.holdExpiresAt,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(eq(bookings.active, true), inArray(bookings.courtId, r.courtIds)));
  const now = r.t.clock.now();
  for (const b of active) {
    const live = b.status === "pending" && b.holdExpiresAt !== null && b.holdExpiresAt > now;
    expect(b.status === "paid" || live, `active booking of a ${b.status} order`).toBe(true);
  }
  const cellKey = (c: Cell) => `${r.courtIds[c.court]}|${r.slotIds[c.slot]}|${DATES[c.date]}`;
  const inDatabase = active.map((b) => `${b.courtId}|${b.timeslotId}|${b.date}`).sort();
  expect(inDatabase).toEqual(taken(m).map(cellKey).sort());

  if (m.orders.length === 0) return;
  const rows = await db
    .select({ id: orders.id, status: orders.status, refundDue: orders.refundDue })
    .from(orders)
    .where(
      inArray(
        orders.id,
        m.orders.map((o) => o.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const o of m.orders) expect(byId.get(o.id), o.id).toEqual({ id: o.id, status: o.status, refundDue: o.refundDue });
}

const bookSpec = fc.record({
  courts: fc.shuffledSubarray([0, 1], { minLength: 1 }),
  slot: fc.integer({ min: 0, max: SLOTS.length - 1 }),
  date: fc.integer({ min: 0, max: DATES.length - 1 }),
  member: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
});

const commands = [
  bookSpec.map((s) => new Book(s)),
  fc.tuple(bookSpec, bookSpec).map(([a, b]) => new BookPair(a, b)),
  fc.nat().map((n) => new Pay(n)),
  fc.constant(new Expire()),
  fc.nat().map((n) => new Cancel(n)),
];

/** Concurrent bookings need real connections: PGlite has one, so this runs on PostgreSQL only. */
describe.runIf(process.env.TEST_DB === "postgres")("booking model on PostgreSQL", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    // The model is about courts; the unpaid-hold caps have their own tests (hold-limits.test.ts), so a member never meets one here.
    await setRules(t.app, "tennis", { holdMinutes: HOLD_MINUTES, cancelHours: 1, totalDays: 12, maxUnpaidHolds: 50 });
  });
  afterAll(() => t?.close());

  it("never leaves two active bookings of a court overlapping, whatever book / pay / expire / cancel do", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        // Each run: the clock back at the start, and a facility of its own (2 courts, 2 slots).
        t.clock.advance(START.getTime() - t.clock.now().getTime());
        const courtIds = [(await createCourt(t.app, "tennis")).id, (await createCourt(t.app, "tennis")).id];
        const slotIds: number[] = [];
        for (const s of SLOTS) {
          const slot = await createTimeslot(t.app, "tennis", { startTime: s.startTime, endTime: s.endTime });
          slotIds.push(slot.id);
        }
        // Members of their own too: the clock goes back each run, so an earlier run's holds would still count against its members.
        const tokens = [(await memberToken(t.app, t.client())).token, (await memberToken(t.app, t.client())).token];
        await fc.asyncModelRun(() => ({ model: { orders: [] } as Model, real: { t, courtIds, slotIds, tokens } }), cmds);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
