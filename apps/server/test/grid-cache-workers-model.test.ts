import { apiPaths, type DaySchedule } from "@courtside/contract";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { addDays } from "../src/facility-time.ts";
import { basePrices } from "../src/modules/booking-policy/prices.ts";
import { catalogSnapshots } from "../src/modules/catalog/catalog-snapshot.ts";
import { expireLapsedHolds } from "../src/modules/payments/hold-expiry.ts";
import { loadDaySchedule } from "../src/modules/schedule/schedule-service.ts";
import { requirePostgresInCi } from "./support/ci-guard.ts";
import { type PinnedClient, pinnedClient, servingPid } from "./support/pinned-client.ts";
import { createProcessPostgres, type RushCatalog, seedCatalog } from "./support/process-db.ts";
import { guestOrderRequest, xsrfHeaders, xsrfToken } from "./support/remote.ts";
import { type ServerProcess, startServerProcess } from "./support/server-process.ts";

/**
 * The day grid's cache with two workers (WORKERS=2, as `npm start` runs on PostgreSQL): after
 * every change, the worker that answered it serves the grid a fresh, uncached read gives at
 * once, and the other worker (told only by the database's notification) within 500 ms and never
 * an older one after that. Bookings, cancels and payments go through one worker or the other;
 * sweeps of lapsed holds and closures are written straight to the database, so every worker
 * hears of them by notification alone. (Holds lapsing by time alone, with no write, are in
 * grid-cache-model.test.ts, which moves the clock; a server process reads the real one.)
 */
requirePostgresInCi();

const COURTS = 3;
const READERS = 4;
/** A notification takes milliseconds; well under the cache's 1 s lifetime, so a deaf worker fails. */
const TOLD_WITHIN_MS = 500;

type Placed = { id: string; key: string };
type Model = { orders: Placed[]; closures: number[] };
type Real = { readers: PinnedClient[]; xsrf: string };
type Ref = { catalog: RushCatalog; dates: string[]; referee: FastifyInstance; server: ServerProcess; db: Db };
type Db = Awaited<ReturnType<typeof createProcessPostgres>>["database"]["db"];

let ref: Ref;

const gridPath = (date: string) => `${apiPaths.schedules("tennis")}?date=${date}`;

/** Every date's grid as an uncached read builds it now. */
async function freshGrids(): Promise<unknown[]> {
  catalogSnapshots(ref.referee.deps).clear();
  const grids = [];
  for (const date of ref.dates) {
    const { grid } = await loadDaySchedule(ref.referee.deps, "tennis", date, basePrices("guest"));
    grids.push(JSON.parse(JSON.stringify(grid)));
  }
  return grids;
}

async function servedGrids(reader: PinnedClient): Promise<DaySchedule[]> {
  const grids = [];
  for (const date of ref.dates) {
    const res = await reader.get(gridPath(date));
    expect(res.status).toBe(200);
    grids.push(res.data as DaySchedule);
  }
  return grids;
}

/** Every reader serves the fresh grids within 1 s, and still does when asked once more. */
async function assertAllTold(r: Real, step: string): Promise<void> {
  const fresh = await freshGrids();
  const deadline = performance.now() + TOLD_WITHIN_MS;
  for (const reader of r.readers) {
    let served = await servedGrids(reader);
    while (JSON.stringify(served) !== JSON.stringify(fresh) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      served = await servedGrids(reader);
    }
    expect(served, `${step}: within ${TOLD_WITHIN_MS} ms`).toEqual(fresh);
  }
  for (const reader of r.readers) expect(await servedGrids(reader), `${step}: and after`).toEqual(fresh);
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  check(_m: Readonly<Model>) {
    return true;
  }
  async run(m: Model, r: Real) {
    for (const reader of r.readers) await servedGrids(reader); // every cache holds every grid
    const answeredBy = await this.change(m, r);
    // The worker that answered was told by its own write: it may not serve an older grid, not even once.
    if (answeredBy) expect(await servedGrids(answeredBy), `${this}: at once`).toEqual(await freshGrids());
    await assertAllTold(r, this.toString());
  }
  /** Makes the change; answers the reader whose worker answered it, if one did. */
  abstract change(m: Model, r: Real): Promise<PinnedClient | undefined>;
  abstract toString(): string;
}

class Book extends Step {
  constructor(
    readonly via: number,
    readonly courts: number[],
    readonly date: number,
  ) {
    super();
  }
  async change(m: Model, r: Real) {
    const reader = r.readers[this.via] as PinnedClient;
    const key = `workers-model-${crypto.randomUUID()}`;
    const cell = {
      date: ref.dates[this.date] as string,
      slotId: ref.catalog.slotId,
      courtIds: this.courts.map((c) => ref.catalog.courtIds[c] as number),
    };
    const { body, headers } = await guestOrderRequest(ref.server.url, cell, key, r.xsrf);
    const res = await reader.send("POST", apiPaths.orders("tennis"), body, headers);
    expect([201, 409]).toContain(res.status);
    if (res.status === 201)
      m.orders.push({ id: res.data.order_id, key: new URL(res.data.paymentlink).searchParams.get("key") ?? "" });
    return reader;
  }
  toString = () => `Book(via ${this.via}, courts ${this.courts}, date ${this.date})`;
}

class Cancel extends Step {
  constructor(
    readonly via: number,
    readonly pick: number,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.orders.length > 0;
  async change(m: Model, r: Real) {
    const reader = r.readers[this.via] as PinnedClient;
    const o = m.orders[this.pick % m.orders.length] as Placed;
    const path = `${apiPaths.orderCancel("tennis", o.id)}?key=${encodeURIComponent(o.key)}`;
    expect((await reader.send("POST", path, undefined, xsrfHeaders(r.xsrf))).status).toBeLessThan(500);
    return reader;
  }
  toString = () => `Cancel(via ${this.via}, ${this.pick})`;
}

class Pay extends Step {
  constructor(
    readonly via: number,
    readonly pick: number,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.orders.length > 0;
  async change(m: Model, r: Real) {
    const reader = r.readers[this.via] as PinnedClient;
    const o = m.orders[this.pick % m.orders.length] as Placed;
    const rows = await ref.db.execute(sql`select inv from orders where id = ${o.id}`);
    const inv = (rows as unknown as { rows: { inv: string }[] }).rows[0]?.inv ?? "";
    const res = await reader.send("POST", apiPaths.demoPay(inv), { key: o.key }, xsrfHeaders(r.xsrf));
    expect(res.status).toBeLessThan(500);
    return reader;
  }
  toString = () => `Pay(via ${this.via}, ${this.pick})`;
}

/** The holds sweep as another instance runs it, 20 minutes on: every running hold lapses. */
class Sweep extends Step {
  async change() {
    await expireLapsedHolds(ref.db, new Date(Date.now() + 20 * 60_000));
    return undefined;
  }
  toString = () => "Sweep";
}

/** A closure of one court (or all) at the slot, written by another instance. */
class Close extends Step {
  constructor(
    readonly court: number | null,
    readonly date: number,
  ) {
    super();
  }
  async change(m: Model) {
    const courtId = this.court === null ? null : (ref.catalog.courtIds[this.court] as number);
    const date = ref.dates[this.date] as string;
    // The database refuses a closure over active bookings (23P01): then nothing changed.
    const rows = await ref.db
      .execute(sql`
        insert into closures (sport, court_id, during, reason)
        values ('tennis', ${courtId}, tstzrange(
          (${date}::date + time '18:00') at time zone 'Europe/Madrid',
          (${date}::date + time '19:00') at time zone 'Europe/Madrid'), 'Workers model')
        returning id`)
      .catch((err: { cause?: { code?: string } }) => {
        if (err.cause?.code === "23P01") return null;
        throw err;
      });
    const id = (rows as unknown as { rows: { id: number }[] } | null)?.rows[0]?.id;
    if (id !== undefined) m.closures.push(id);
    return undefined;
  }
  toString = () => `Close(${this.court}, date ${this.date})`;
}

class Reopen extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override check = (m: Readonly<Model>) => m.closures.length > 0;
  async change(m: Model) {
    const [id] = m.closures.splice(this.pick % m.closures.length, 1);
    await ref.db.execute(sql`delete from closures where id = ${id as number}`);
    return undefined;
  }
  toString = () => `Reopen(${this.pick})`;
}

/** Each run starts with every court free: earlier runs' closures gone, their orders called off. */
async function emptySlots(): Promise<void> {
  await ref.db.execute(sql`delete from closures`);
  await ref.db.execute(sql`update bookings set active = false where active`);
  await ref.db.execute(sql`update orders set status = 'cancelled' where status in ('pending', 'paid')`);
}

const via = fc.integer({ min: 0, max: READERS - 1 });
const courtChoice = fc.shuffledSubarray([0, 1, 2], { minLength: 1, maxLength: 2 });
const dateChoice = fc.integer({ min: 0, max: 1 });
const commands = [
  fc.tuple(via, courtChoice, dateChoice).map(([v, c, d]) => new Book(v, c, d)),
  fc.tuple(via, courtChoice, dateChoice).map(([v, c, d]) => new Book(v, c, d)),
  fc.tuple(via, fc.nat()).map(([v, n]) => new Cancel(v, n)),
  fc.tuple(via, fc.nat()).map(([v, n]) => new Pay(v, n)),
  fc.constant(new Sweep()),
  fc.tuple(fc.option(fc.integer({ min: 0, max: COURTS - 1 }), { nil: null }), dateChoice).map(([c, d]) => new Close(c, d)),
  fc.nat().map((n) => new Reopen(n)),
];

describe.runIf(process.env.TEST_DB === "postgres")("day grid cache model with two workers (WORKERS=2)", () => {
  let database: Awaited<ReturnType<typeof createProcessPostgres>>;
  const readers: PinnedClient[] = [];

  beforeAll(async () => {
    database = await createProcessPostgres();
    const catalog = await seedCatalog(database.database.db, COURTS);
    // Guests cancel paid bookings too (no notice needed), so a cancel is a change more often than not.
    await database.database.db.execute(sql`update rules set cancel_hours = 0 where sport = 'tennis'`);
    const server = await startServerProcess({ DATABASE_URL: database.url, WORKERS: "2" }, { timeoutMs: 40_000 });
    const referee = await buildApp({
      config: loadConfig({
        NODE_ENV: "test",
        DATABASE_URL: database.url,
        FACILITY_TIMEZONE: "Europe/Madrid",
        LOG_LEVEL: "silent",
      }),
      database: database.database,
      logger: false,
    });
    await referee.ready();
    ref = { catalog, dates: [catalog.date, addDays(catalog.date, 1)], referee, server, db: database.database.db };
    // /readyz answers once one worker listens: wait until a connection lands on the second too.
    await bothWorkersListen(server.url, server.port);
    // Opened one after another, node:cluster hands the connections round: both workers hold readers.
    for (let i = 0; i < READERS; i++) {
      const reader = pinnedClient(server.url);
      expect((await reader.get("/healthz")).status).toBe(200);
      readers.push(reader);
    }
  }, 60_000);
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await ref?.referee.close();
    await ref?.server.stop();
    await database?.drop();
  });

  it("has readers on both workers", () => {
    const pids = new Set(readers.map((reader) => servingPid(ref.server.port, reader.localPort())));
    expect(pids.has(undefined)).toBe(false);
    expect(pids.has(ref.server.child.pid)).toBe(false); // served by workers, not the primary
    expect(pids.size).toBe(2);
  });

  it("serves, after every change, the fresh grid: at once from the worker that answered it, within 500 ms from the other", async () => {
    const xsrf = await xsrfToken(ref.server.url);
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        await emptySlots();
        await fc.asyncModelRun(() => ({ model: { orders: [], closures: [] } as Model, real: { readers, xsrf } }), cmds);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});

/** Opens connections one after another until two workers have each served one (at most 30 s). */
async function bothWorkersListen(url: string, port: number): Promise<void> {
  const pids = new Set<number>();
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const probe = pinnedClient(url);
    try {
      expect((await probe.get("/healthz")).status).toBe(200);
      const pid = servingPid(port, probe.localPort());
      if (pid !== undefined) pids.add(pid);
    } finally {
      probe.close();
    }
    if (pids.size >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`only ${pids.size} worker(s) served within 30 s`);
}
