import { apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scopedIdempotencyKey } from "../src/modules/orders/access-keys.ts";
import { requirePostgresInCi } from "./support/ci-guard.ts";
import { createProcessPostgres, overlappingActiveBookings, type RushCatalog, seedCatalog } from "./support/process-db.ts";
import { remoteOrder, remoteRequest, xsrfToken } from "./support/remote.ts";
import { type ServerProcess, startServerProcess } from "./support/server-process.ts";
import { openEventStream } from "./support/sse.ts";
import { startTcpProxy } from "./support/tcp-proxy.ts";

/**
 * The database goes away under a running server (a real process, with main.ts's pool, timers
 * and LISTEN connection) and comes back. A TCP proxy written here sits between the server and
 * PostgreSQL so the test can cut it without touching PostgreSQL. What it would catch:
 * - a 500 (or a stack trace) where clients need 503 to know "try again later";
 * - /readyz saying ready with no database (a load balancer would keep sending traffic), or
 *   /healthz failing (an orchestrator would restart a process that only waits for its DB);
 * - an unhandled 'error' event from a pooled or LISTEN connection ending the process;
 * - a pool or LISTEN client that never reconnects (service needs a restart to come back);
 * - a request waiting forever on a connect that is never answered (no connection timeout);
 * - an order written in part when its connection drops halfway.
 */
requirePostgresInCi();

describe.runIf(process.env.TEST_DB === "postgres")("the database goes away under a running server", () => {
  let database: Awaited<ReturnType<typeof createProcessPostgres>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ServerProcess;
  let catalog: RushCatalog;
  let nextCourt = 0;
  const court = () => catalog.courtIds[nextCourt++] as number;
  const cellOf = (courtId: number) => ({ date: catalog.date, slotId: catalog.slotId, courtIds: [courtId] });

  beforeAll(async () => {
    database = await createProcessPostgres();
    catalog = await seedCatalog(database.database.db, 40);
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    server = await startServerProcess({ DATABASE_URL: viaProxy.toString() });
  });
  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await database?.drop();
  });

  async function waitUntilReady(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ready = await remoteRequest(server.url, "GET", "/readyz").catch(() => null);
      if (ready?.status === 200) return Date.now();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`not ready ${timeoutMs} ms after the database came back:\n${server.output()}`);
  }

  const expectUnavailable = (answer: { status: number; data: any; body: string }) => {
    expect(answer.status).toBe(503);
    expect(Object.keys(answer.data ?? {})).toEqual(["message"]);
    expect(answer.data.message).toMatch(/database/i);
    expect(answer.body).not.toMatch(/ECONN|at .*\.ts|stack|Connection terminated/);
  };

  it("answers 503 {message} while the database is cut, keeps /healthz up, and resumes by itself (stream included)", async () => {
    const stream = await openEventStream(`${server.url}${apiPaths.schedulesStream("tennis")}?date=${catalog.date}`);
    try {
      await stream.next(0, 3000); // the whole grid: the LISTEN connection is up
      const xsrf = await xsrfToken(server.url);
      const during = court();

      await proxy.cut();
      expect((await remoteRequest(server.url, "GET", "/healthz")).status).toBe(200);
      const ready = await remoteRequest(server.url, "GET", "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.data).toEqual({ message: expect.any(String) });
      expectUnavailable(await remoteRequest(server.url, "GET", apiPaths.rulesSingle("tennis")));
      expectUnavailable(await remoteOrder(server.url, "tennis", cellOf(during), { xsrf, key: "database-cut-attempt" }));
      // Long enough for the LISTEN connection to notice and fail a reconnect attempt or two.
      await new Promise((r) => setTimeout(r, 1500));
      expect(server.alive()).toBe(true);

      await proxy.restore();
      const restoredAt = Date.now();
      await waitUntilReady(5000);
      // The attempt made during the cut left nothing behind; its retry (same key) books normally.
      expect(await ordersWithKey("database-cut-attempt", xsrf)).toBe(0);
      const retried = await remoteOrder(server.url, "tennis", cellOf(during), { xsrf, key: "database-cut-attempt" });
      expect(retried.status).toBe(201);

      // A booking after recovery reaches the stream: the LISTEN connection came back by itself.
      const after = court();
      expect((await remoteOrder(server.url, "tennis", cellOf(after))).status).toBe(201);
      await waitForCell(stream, after, "held", 4000);
      // The retry above may have landed before LISTEN was back: the re-read on resume shows it anyway.
      expect(stream.events.some((e) => e.data.cells.some((c: Cell) => c.court_id === during && c.status === "held"))).toBe(true);
      console.info(`database cut → restored: ready again and streaming within ${Date.now() - restoredAt} ms`);
    } finally {
      stream.close();
    }
  });

  it("leaves no order half-written when the connection drops in the middle of bookings", async () => {
    const xsrf = await xsrfToken(server.url);
    const cells = Array.from({ length: 16 }, () => court());
    const attempts = cells.map((c, i) => remoteOrder(server.url, "tennis", cellOf(c), { xsrf, key: `midway-attempt-${i}` }));
    // Cut as the first one is answered: the others are then in flight, some inside their transaction.
    await Promise.race(attempts);
    await proxy.cut();
    const answers = await Promise.all(attempts);
    await proxy.restore();
    await waitUntilReady(5000);
    const statuses = answers.map((a) => a.status);
    // Every answer is a success or a clean "try again": never a 500.
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    // Each order the database holds is whole (lines and booking) or absent: nothing in between.
    const partial = await database.database.db.execute(sql`
      select count(*)::int as n from orders o
      where (not exists (select 1 from bookings b where b.order_id = o.id)
          or not exists (select 1 from order_lines l where l.order_id = o.id))`);
    expect(rowsOf(partial)[0]?.n).toBe(0);
    // Every 201 is kept; retrying every attempt with its key gives one order per key, and every order can be paid.
    const retries = await Promise.all(
      cells.map((c, i) => remoteOrder(server.url, "tennis", cellOf(c), { xsrf, key: `midway-attempt-${i}` })),
    );
    for (const [i, retry] of retries.entries()) {
      expect(retry.status).toBe(201);
      if (answers[i]?.status === 201) expect(retry.data.order_id).toBe(answers[i]?.data.order_id);
      expect(retry.data.paymentlink).toEqual(expect.stringContaining("/pay/"));
    }
    for (let i = 0; i < cells.length; i++) expect(await ordersWithKey(`midway-attempt-${i}`, xsrf)).toBe(1);
    expect(await overlappingActiveBookings(database.database.db)).toBe(0);
    console.info(
      `cut mid-rush: ${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 503).length} × 503`,
    );
  });

  it("gives up on a database that hangs (503 after the connection timeout, not never) and recovers", async () => {
    const stream = await openEventStream(`${server.url}${apiPaths.schedulesStream("tennis")}?date=${catalog.date}`);
    try {
      await stream.next(0, 3000);
      await proxy.hang();
      // Let the pool see its reset connections go, so the request below needs a new one (which hangs).
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      expectUnavailable(await remoteRequest(server.url, "GET", apiPaths.rulesSingle("tennis")));
      const waited = Date.now() - started;
      expect(waited).toBeLessThan(9000);
      expect((await remoteRequest(server.url, "GET", "/healthz")).status).toBe(200);

      // Connections accepted while hanging stay hung: the server must time them out itself.
      await proxy.restore();
      const restoredAt = Date.now();
      await waitUntilReady(8000);
      const after = court();
      expect((await remoteOrder(server.url, "tennis", cellOf(after))).status).toBe(201);
      await waitForCell(stream, after, "held", 8000);
      console.info(`database hang: 503 after ${waited} ms; streaming again ${Date.now() - restoredAt} ms after restore`);
    } finally {
      stream.close();
    }
  });

  it("stayed up through every fault (no crash from an unhandled connection error)", async () => {
    expect(server.alive(), server.output()).toBe(true);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  });

  async function ordersWithKey(key: string, xsrf: string) {
    const scoped = scopedIdempotencyKey("tennis", `guest:${xsrf}`, key);
    const result = await database.database.db.execute(
      sql`select count(*)::int as n from orders where idempotency_key = ${scoped}`,
    );
    return rowsOf(result)[0]?.n;
  }
});

const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows;

type Cell = { court_id: number; status: string };
type Stream = Awaited<ReturnType<typeof openEventStream>>;

/** Waits until some event on the stream carries the court's cell with the given status. */
async function waitForCell(stream: Stream, courtId: number, status: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (let seen = 0; ; seen++) {
    const event = await stream.next(seen, Math.max(1, deadline - Date.now()));
    const cells = event.data.cells as Cell[];
    if (cells.some((c) => c.court_id === courtId && c.status === status)) return;
  }
}
