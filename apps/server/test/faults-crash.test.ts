import { apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { requirePostgresInCi } from "./support/ci-guard.ts";
import {
  createProcessPglite,
  createProcessPostgres,
  overlappingActiveBookings,
  type RushCatalog,
  seedCatalog,
} from "./support/process-db.ts";
import { type RemoteAnswer, remoteOrder, remoteRequest, tally, xsrfToken } from "./support/remote.ts";
import { killServerProcesses, type ServerEnv, startServerProcess } from "./support/server-process.ts";

/**
 * The server process is SIGKILLed in the middle of a booking rush (no shutdown hook runs),
 * then started again on the same database. What it would catch:
 * - lost acknowledged writes: an order answered 201 that is not there after the restart (on
 *   the embedded database this is PGlite's durability on its data directory);
 * - a torn order: order row without its bookings or lines, or a double booking let in by
 *   recovery (the exclusion constraint must hold on what was recovered);
 * - a server that does not come back on a database a crash left behind (PGlite recovery);
 * - holds that lapsed while the server was down staying held after the restart until the
 *   30 s sweep (or forever, if nobody books): main.ts sweeps once at start-up.
 * The outage "outlasting the hold" is played by moving the stored hold expiry into the past
 * while the server is down: the server reads the system clock, and the shortest hold the
 * rules allow is one minute, too long to wait for in a test.
 */
requirePostgresInCi();

const COURTS = 12;
const CLIENTS = 36; // three guests per court
const KILL_AFTER = 8; // 201s answered before the kill
/** Two server starts (about 2–3 s each alone, 7 s on a loaded machine) and a rush in one test. */
const TIMEOUT_MS = 60_000;

type Place = {
  /** Runs fn on the database while no server process uses it. */
  withDatabase<T>(fn: (db: Database["db"]) => Promise<T>): Promise<T>;
  env: ServerEnv;
};

async function crashDuringRush(place: Place) {
  const catalog = await place.withDatabase((db) => seedCatalog(db, COURTS));
  let server = await startServerProcess(place.env);
  const port = server.port;
  try {
    const xsrf = await xsrfToken(server.url);
    const answers: (RemoteAnswer | null)[] = [];
    let acknowledged = 0;
    const killed = new Promise<void>((resolve) => {
      const attempts = Array.from({ length: CLIENTS }, (_, i) =>
        remoteOrder(server.url, "tennis", cellOf(catalog, catalog.courtIds[i % COURTS] as number), {
          xsrf,
          key: `crash-rush-attempt-${i}`,
        })
          .then((answer) => {
            answers[i] = answer;
            // SIGKILL right as the KILL_AFTER-th acknowledgement arrives: the others are in flight.
            if (answer.status === 201 && ++acknowledged === KILL_AFTER) void server.kill().then(resolve);
          })
          .catch(() => {
            answers[i] = null; // no answer: the process died under it
          }),
      );
      void Promise.all(attempts).then(() => resolve());
    });
    await killed;
    await server.exited;
    await new Promise((r) => setTimeout(r, 100)); // let the in-flight fetches fail
    const created = answers.filter((a): a is RemoteAnswer => a?.status === 201);
    const statuses = answers.map((a) => a?.status ?? 0);
    expect(created.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // Answers that did arrive are 201 or 409; a 5xx would mean the rush itself went wrong.
    expect(statuses.every((s) => s === 0 || s === 201 || s === 409)).toBe(true);

    // While the server is down: what was acknowledged is there, whole; nothing overlaps.
    await place.withDatabase(async (db) => {
      for (const answer of created) {
        const [row] = await rowsOf<{ status: string; courts: number[]; lines: number }>(
          db,
          sql`select o.status,
                (select array_agg(b.court_id) from bookings b where b.order_id = o.id and b.active) as courts,
                (select count(*)::int from order_lines l where l.order_id = o.id) as lines
              from orders o where o.id = ${answer.data.order_id}`,
        );
        expect(row, `order ${answer.data.order_id} was answered 201 before the kill`).toEqual({
          status: "pending",
          courts: [answer.data.courts[0].id],
          lines: expect.any(Number),
        });
        expect(row?.lines).toBeGreaterThan(0);
      }
      const torn = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders o where not exists (select 1 from bookings b where b.order_id = o.id)
              or not exists (select 1 from order_lines l where l.order_id = o.id)`,
      );
      expect(torn[0]?.n).toBe(0);
      expect(await overlappingActiveBookings(db)).toBe(0);
      // The outage outlasted the hold (see the comment at the top).
      await db.execute(sql`update orders set hold_expires_at = now() - interval '1 minute' where status = 'pending'`);
    });

    // Restart on the same database: the lapsed holds are expired at start-up and their courts free again.
    const restartedAt = performance.now();
    server = await startServerProcess(place.env, { port });
    const readyMs = performance.now() - restartedAt;
    for (const answer of created) {
      const order = await remoteRequest(
        server.url,
        "GET",
        `${apiPaths.order("tennis", answer.data.order_id)}?key=${encodeURIComponent(answer.data.access_key)}`,
      );
      expect(order.status).toBe(200);
      expect(order.data.status).toBe("expired");
    }
    const rebooked = await remoteOrder(server.url, "tennis", cellOf(catalog, created[0]?.data.courts[0].id));
    expect(rebooked.status).toBe(201);
    console.info(
      `crash: ${JSON.stringify(tally(statuses))} (0 = no answer, killed), all ${created.length} acknowledged orders kept; ` +
        `restart → ready in ${readyMs.toFixed(0)} ms with lapsed holds expired`,
    );
  } finally {
    await server.stop();
  }
}

const cellOf = (catalog: RushCatalog, courtId: number) => ({ date: catalog.date, slotId: catalog.slotId, courtIds: [courtId] });

async function rowsOf<T>(db: Database["db"], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.runIf(process.env.TEST_DB === "postgres")("SIGKILL during a booking rush on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createProcessPostgres>> | undefined;
  afterAll(async () => {
    await killServerProcesses(); // a test that failed or timed out leaves its server behind
    await database?.drop();
  });

  it(
    "keeps every acknowledged order whole and expires lapsed holds after the restart",
    async () => {
      database = await createProcessPostgres();
      const db = database.database.db;
      await crashDuringRush({ env: { DATABASE_URL: database.url }, withDatabase: (fn) => fn(db) });
    },
    TIMEOUT_MS,
  );
});

describe.runIf(process.env.TEST_DB !== "postgres")("SIGKILL during a booking rush on the embedded database", () => {
  let dir: Awaited<ReturnType<typeof createProcessPglite>> | undefined;
  afterAll(async () => {
    await killServerProcesses();
    dir?.cleanup();
  });

  it(
    "keeps every acknowledged order whole in DATA_DIR and expires lapsed holds after the restart",
    async () => {
      const place = await createProcessPglite();
      dir = place;
      await crashDuringRush({
        env: { DATA_DIR: place.dataDir },
        // Only one process may open the directory: the test opens it between two server lives.
        withDatabase: async (fn) => {
          const database = await place.open();
          try {
            return await fn(database.db);
          } finally {
            await database.close();
          }
        },
      });
    },
    TIMEOUT_MS,
  );
});
