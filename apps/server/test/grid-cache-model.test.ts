import { adminCatalogPaths, apiPaths, type DaySchedule } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courts, orders, timeslots } from "../src/db/schema.ts";
import { basePrices } from "../src/modules/booking-policy/prices.ts";
import { catalogSnapshots } from "../src/modules/catalog/catalog-snapshot.ts";
import { expireLapsedHolds } from "../src/modules/payments/hold-expiry.ts";
import { scheduleCache } from "../src/modules/schedule/schedule-cache.ts";
import { loadDaySchedule } from "../src/modules/schedule/schedule-service.ts";
import { type AdminCaller, signedInAdmin } from "./support/admin-catalog.ts";
import { createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The day grid's cache against the database: after every committed change the cache was told
// of (a write it answered, or a notification it heard), the grid it serves is the one a fresh,
// uncached read builds. Bookings, cancels, payments, lapsed and swept holds, closures.
const MINUTE = 60_000;
const HOLD_MINUTES = 15;
const START = new Date("2026-11-22T10:00:00Z"); // 11:00 in Madrid
const DATES = ["2026-11-23", "2026-11-24"];
const SLOTS = [
  { startTime: "18:00", endTime: "19:00" },
  { startTime: "19:00", endTime: "20:00" },
];

type Placed = { id: string; key: string };
type Model = { orders: Placed[]; closures: number[] };
type Real = { t: TestContext; admin: AdminCaller; courtIds: number[]; slotIds: number[] };
type BookSpec = { courts: number[]; slot: number; date: number };

const gridUrl = (date: string) => `${apiPaths.schedules("tennis")}?date=${date}`;

/** Fills the cache with every date's grid, so the next change has something to leave stale. */
async function readAll(r: Real): Promise<void> {
  for (const date of DATES) expect((await r.t.client().get(gridUrl(date))).statusCode).toBe(200);
}

/** What the cache serves equals what the database says now, for every date. */
async function assertCacheFresh(r: Real, step: string): Promise<void> {
  catalogSnapshots(r.t.app.deps).clear();
  for (const date of DATES) {
    const served = (await r.t.client().get(gridUrl(date))).data as DaySchedule;
    const fresh = (await loadDaySchedule(r.t.app.deps, "tennis", date, basePrices("guest"))).grid;
    expect(served, `${step}: ${date}`).toEqual(JSON.parse(JSON.stringify(fresh)));
  }
}

async function book(r: Real, spec: BookSpec) {
  const body = orderBody(
    DATES[spec.date] as string,
    r.slotIds[spec.slot] as number,
    spec.courts.map((c) => r.courtIds[c] as number),
  );
  return postOrder(r.t.client(), "tennis", body);
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  check(_m: Readonly<Model>) {
    return true;
  }
  async run(m: Model, r: Real) {
    await readAll(r);
    await this.change(m, r);
    await assertCacheFresh(r, this.toString());
  }
  abstract change(m: Model, r: Real): Promise<void>;
  abstract toString(): string;
}

class Book extends Step {
  constructor(readonly spec: BookSpec) {
    super();
  }
  async change(m: Model, r: Real) {
    // Grid reads race the order: a read in flight when the day changes must not be kept.
    const [res] = await Promise.all([book(r, this.spec), readAll(r)]);
    if (res.statusCode === 201) {
      m.orders.push({ id: res.data.order_id, key: new URL(res.data.paymentlink).searchParams.get("key") ?? "" });
    }
  }
  toString = () => `Book(${JSON.stringify(this.spec)})`;
}

class Cancel extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override check = (m: Readonly<Model>) => m.orders.length > 0;
  async change(m: Model, r: Real) {
    const o = m.orders[this.pick % m.orders.length] as Placed;
    await Promise.all([
      r.t.client().post(`${apiPaths.orderCancel("tennis", o.id)}?key=${encodeURIComponent(o.key)}`),
      readAll(r),
    ]);
  }
  toString = () => `Cancel(${this.pick})`;
}

class Pay extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override check = (m: Readonly<Model>) => m.orders.length > 0;
  async change(m: Model, r: Real) {
    const o = m.orders[this.pick % m.orders.length] as Placed;
    const [row] = await r.t.app.deps.database.db.select({ inv: orders.inv }).from(orders).where(eq(orders.id, o.id));
    await r.t.client().post(apiPaths.demoPay(row?.inv ?? ""), { key: o.key });
    await r.t.app.deps.background.drain();
  }
  toString = () => `Pay(${this.pick})`;
}

/** Every running hold lapses: no write at all, the cache must see it by time alone. */
class Lapse extends Step {
  async change(_m: Model, r: Real) {
    r.t.clock.advance((HOLD_MINUTES + 1) * MINUTE);
  }
  toString = () => "Lapse";
}

/** The sweeper marks lapsed orders expired: a write no request answers, told by notification. */
class Sweep extends Step {
  async change(_m: Model, r: Real) {
    await expireLapsedHolds(r.t.app.deps.database.db, r.t.clock.now());
    await scheduleCache(r.t.app.deps).caughtUp();
  }
  toString = () => "Sweep";
}

class Close extends Step {
  constructor(
    readonly court: number | null,
    readonly date: number,
    readonly slot: number,
  ) {
    super();
  }
  async change(m: Model, r: Real) {
    const slot = SLOTS[this.slot] as (typeof SLOTS)[number];
    const date = DATES[this.date] as string;
    const body = {
      court_id: this.court === null ? null : r.courtIds[this.court],
      start_date: date,
      start_time: slot.startTime,
      end_date: date,
      end_time: slot.endTime,
      reason: "Model",
    };
    const res = await r.admin.post(adminCatalogPaths.closures("tennis"), body);
    if (res.statusCode === 201) m.closures.push(res.data.id);
  }
  toString = () => `Close(${this.court}, ${this.date}, ${this.slot})`;
}

class Reopen extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override check = (m: Readonly<Model>) => m.closures.length > 0;
  async change(m: Model, r: Real) {
    const [id] = m.closures.splice(this.pick % m.closures.length, 1);
    await r.admin.delete(adminCatalogPaths.closure("tennis", id as number));
  }
  toString = () => `Reopen(${this.pick})`;
}

const bookSpec = fc.record({
  courts: fc.shuffledSubarray([0, 1], { minLength: 1 }),
  slot: fc.integer({ min: 0, max: SLOTS.length - 1 }),
  date: fc.integer({ min: 0, max: DATES.length - 1 }),
});

const commands = [
  bookSpec.map((s) => new Book(s)),
  bookSpec.map((s) => new Book(s)),
  fc.nat().map((n) => new Cancel(n)),
  fc.nat().map((n) => new Pay(n)),
  fc.constant(new Lapse()),
  fc.constant(new Sweep()),
  fc
    .tuple(
      fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
      fc.integer({ min: 0, max: 1 }),
      fc.integer({ min: 0, max: 1 }),
    )
    .map(([court, date, slot]) => new Close(court, date, slot)),
  fc.nat().map((n) => new Reopen(n)),
];

/** A facility of this run's own: earlier runs' courts and slots retired, two new courts, two slots. */
async function freshFacility(t: TestContext, admin: AdminCaller): Promise<Real> {
  const { db } = t.app.deps.database;
  await db
    .update(courts)
    .set({ active: false })
    .where(and(eq(courts.sport, "tennis"), eq(courts.active, true)));
  await db
    .update(timeslots)
    .set({ active: false })
    .where(and(eq(timeslots.sport, "tennis"), eq(timeslots.active, true)));
  const courtIds = [(await createCourt(t.app, "tennis")).id, (await createCourt(t.app, "tennis")).id];
  const slotIds: number[] = [];
  for (const s of SLOTS) slotIds.push((await createTimeslot(t.app, "tennis", s)).id);
  // Told by the catalog triggers' notifications; and the clock went back, which nothing real does.
  await scheduleCache(t.app.deps).caughtUp();
  scheduleCache(t.app.deps).invalidate();
  return { t, admin, courtIds, slotIds };
}

describe("day grid cache model", () => {
  let t: TestContext;
  let admin: AdminCaller;
  beforeAll(async () => {
    t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
    // Guests of their own per order; hold caps have their own tests.
    await setRules(t.app, "tennis", { holdMinutes: HOLD_MINUTES, cancelHours: 1, totalDays: 12, maxUnpaidHolds: 50 });
    admin = await signedInAdmin(t);
  });
  afterAll(() => t?.close());

  it("serves, after every change it was told of, the grid a fresh read gives", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        t.clock.advance(START.getTime() - t.clock.now().getTime());
        const real = await freshFacility(t, admin);
        await fc.asyncModelRun(() => ({ model: { orders: [], closures: [] } as Model, real }), cmds);
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
