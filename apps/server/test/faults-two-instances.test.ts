import { apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requirePostgresInCi } from "./support/ci-guard.ts";
import { createProcessPostgres, overlappingActiveBookings, type RushCatalog, seedCatalog } from "./support/process-db.ts";
import { remoteOrder, tally, xsrfToken } from "./support/remote.ts";
import { type ServerProcess, startServerProcess } from "./support/server-process.ts";
import { openEventStream } from "./support/sse.ts";

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer. Nothing is
 * shared in memory: each is its own `node src/main.ts`, reached over HTTP. What it would catch:
 * - a per-process guard (an in-memory lock, a cache consulted before inserting) deciding who
 *   gets a court instead of the database: the rush would give two orders for one court-slot;
 * - a live stream fed by in-process events instead of the database's NOTIFY: a booking on
 *   one instance would never reach a stream held by the other;
 * - per-instance secrets: a cookie from one instance refused by the other (no sticky sessions).
 */
requirePostgresInCi();

const CONTESTED = 6;
const CLIENTS = 60;

describe.runIf(process.env.TEST_DB === "postgres")("two server instances on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createProcessPostgres>>;
  let catalog: RushCatalog;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createProcessPostgres();
    catalog = await seedCatalog(database.database.db, CONTESTED + 2);
    // Started together: migrations and the generated secret must cope with a simultaneous start.
    servers = await Promise.all([
      startServerProcess({ DATABASE_URL: database.url }),
      startServerProcess({ DATABASE_URL: database.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it(`gives exactly one order per court-slot when ${CLIENTS} guests rush ${CONTESTED} court-slots across both`, async () => {
    const contested = catalog.courtIds.slice(0, CONTESTED);
    // Every guest has a cookie of its own, half of them from the other instance than the one they book on.
    const guests = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => ({
        base: servers[i % 2]?.url as string,
        xsrf: await xsrfToken(servers[Math.floor(i / 2) % 2]?.url as string),
        courtId: contested[i % CONTESTED] as number,
      })),
    );
    const started = performance.now();
    const answers = await Promise.all(
      guests.map((g, i) =>
        remoteOrder(
          g.base,
          "tennis",
          { date: catalog.date, slotId: catalog.slotId, courtIds: [g.courtId] },
          { xsrf: g.xsrf, key: `two-instances-rush-${i}` },
        ),
      ),
    );
    const ms = performance.now() - started;
    const counts = tally(answers.map((a) => a.status));
    expect(counts).toEqual({ 201: CONTESTED, 409: CLIENTS - CONTESTED });
    const winners = answers.filter((a) => a.status === 201);
    expect(new Set(winners.map((w) => w.data.courts[0].id))).toEqual(new Set(contested));
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.data.message).toMatch(/(is held|was just booked) by someone else/);

    // The database agrees: one active booking per contested court, no overlap anywhere.
    const perCourt = await database.database.db.execute(
      sql`select court_id, count(*)::int as n from bookings where active group by court_id order by court_id`,
    );
    expect((perCourt as unknown as { rows: { court_id: number; n: number }[] }).rows).toEqual(
      contested.map((id) => ({ court_id: id, n: 1 })),
    );
    expect(await overlappingActiveBookings(database.database.db)).toBe(0);
    const byInstance = [0, 1].map((s) => answers.filter((a, i) => a.status === 201 && i % 2 === s).length);
    console.info(`two-instance rush: ${JSON.stringify(counts)} in ${ms.toFixed(0)} ms; wins per instance ${byInstance}`);
  });

  it("shows a booking made on one instance to a stream held on the other within 1 s", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const path = `${apiPaths.schedulesStream("tennis")}?date=${catalog.date}`;
    const onA = await openEventStream(`${a.url}${path}`);
    const onB = await openEventStream(`${b.url}${path}`);
    try {
      await onA.next(0, 3000);
      await onB.next(0, 3000);
      const latencies: number[] = [];
      for (const [bookOn, stream, courtId] of [
        [b, onA, catalog.courtIds[CONTESTED]],
        [a, onB, catalog.courtIds[CONTESTED + 1]],
      ] as const) {
        const cell = { date: catalog.date, slotId: catalog.slotId, courtIds: [courtId as number] };
        const seen = stream.events.length;
        const booked = await remoteOrder(bookOn.url, "tennis", cell);
        expect(booked.status).toBe(201);
        const answeredAt = performance.now();
        // Within 1 s of the booking's answer, the other instance's stream says the cell is held.
        // (The stream may first deliver the earlier booking's event, made on its own instance.)
        const cells = await cellsOfCourt(stream, seen, courtId as number, answeredAt + 1000);
        latencies.push(performance.now() - answeredAt);
        expect(cells).toEqual([expect.objectContaining({ court_id: courtId, status: "held" })]);
      }
      console.info(`cross-instance stream latency after the 201: ${latencies.map((l) => `${l.toFixed(0)} ms`).join(", ")}`);
    } finally {
      onA.close();
      onB.close();
    }
  });
});

type Stream = Awaited<ReturnType<typeof openEventStream>>;

/** The cells of the first event from index `from` on that names the court, waiting until `deadline`. */
async function cellsOfCourt(stream: Stream, from: number, courtId: number, deadline: number) {
  for (let index = from; ; index++) {
    const event = await stream.next(index, Math.max(0, deadline - performance.now()));
    const cells = (event.data.cells as { court_id: number }[]).filter((c) => c.court_id === courtId);
    if (cells.length > 0) return cells;
  }
}
