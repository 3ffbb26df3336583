import { execFileSync } from "node:child_process";
import { get } from "node:http";
import { apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requirePostgresInCi } from "./support/ci-guard.ts";
import { createProcessPostgres, overlappingActiveBookings, type RushCatalog, seedCatalog } from "./support/process-db.ts";
import { remoteOrder, remoteRequest, tally, xsrfToken } from "./support/remote.ts";
import { type ServerProcess, startServerProcess } from "./support/server-process.ts";
import { openEventStream } from "./support/sse.ts";

/**
 * WORKERS=2: one server started as `npm start` would, a primary forking two workers on one
 * PostgreSQL database. Each new connection goes to one worker or the other (node:cluster hands
 * them round), so readers that open a connection per request see both. What it would catch:
 * a worker's grid cache or live stream deaf to what the other one wrote, a guard kept in one
 * worker's memory deciding who gets a court, start-up work done twice, a shutdown that
 * leaves workers running.
 */
requirePostgresInCi();

const CONTESTED = 4;
const CLIENTS = 40;
const READERS = 8;

type Cell = { court_id: number; timeslot_id: number; status: string };

/** A grid read on a connection of its own (no keep-alive), so successive reads land on both workers. */
function readGrid(url: string): Promise<Cell[]> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => (res.statusCode === 200 ? resolve(JSON.parse(body).cells) : reject(new Error(body))));
    }).on("error", reject);
  });
}

describe.runIf(process.env.TEST_DB === "postgres")("two workers on one PostgreSQL (WORKERS=2)", () => {
  let database: Awaited<ReturnType<typeof createProcessPostgres>>;
  let catalog: RushCatalog;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createProcessPostgres();
    catalog = await seedCatalog(database.database.db, CONTESTED + 4);
    server = await startServerProcess({ DATABASE_URL: database.url, WORKERS: "2" }, { timeoutMs: 40_000 });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const workerPids = () =>
    execFileSync("ps", ["--ppid", String(server.child.pid), "-o", "pid=,comm="], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.includes("node"))
      .map((line) => Number(line.trim().split(/\s+/)[0]));

  it("runs two worker processes under the one started", () => {
    expect(workerPids()).toHaveLength(2);
  });

  it(`gives exactly one order per court-slot when ${CLIENTS} guests rush ${CONTESTED} court-slots`, async () => {
    const contested = catalog.courtIds.slice(0, CONTESTED);
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        remoteOrder(
          server.url,
          "tennis",
          { date: catalog.date, slotId: catalog.slotId, courtIds: [contested[i % CONTESTED] as number] },
          { key: `workers-rush-key-${i}` },
        ),
      ),
    );
    expect(tally(answers.map((a) => a.status)), answers[0]?.body).toEqual({ 201: CONTESTED, 409: CLIENTS - CONTESTED });
    expect(await overlappingActiveBookings(database.database.db)).toBe(0);
  });

  it("shows every booking and cancellation to readers on both workers within 1 s", async () => {
    const url = `${server.url}${apiPaths.schedules("tennis")}?date=${catalog.date}`;
    const courtId = catalog.courtIds[CONTESTED] as number;
    const statusNow = async () => {
      const seen = await Promise.all(Array.from({ length: READERS }, () => readGrid(url)));
      return seen.map((cells) => cells.find((c) => c.court_id === courtId && c.timeslot_id === catalog.slotId)?.status);
    };
    const allSee = async (status: string) => {
      const deadline = performance.now() + 1000;
      let seen = await statusNow();
      while (seen.some((s) => s !== status) && performance.now() < deadline) seen = await statusNow();
      return seen;
    };
    const everyone = (status: string) => Array.from({ length: READERS }, () => status);
    expect(await allSee("available")).toEqual(everyone("available")); // both workers' caches now hold the grid
    for (let round = 0; round < 3; round++) {
      const booked = await remoteOrder(server.url, "tennis", { date: catalog.date, slotId: catalog.slotId, courtIds: [courtId] });
      expect(booked.status).toBe(201);
      expect(await allSee("held")).toEqual(everyone("held"));
      const key = new URL(booked.data.paymentlink).searchParams.get("key") ?? "";
      const cancel = `${apiPaths.orderCancel("tennis", booked.data.order_id)}?key=${encodeURIComponent(key)}`;
      expect((await remoteRequest(server.url, "POST", cancel, { xsrf: await xsrfToken(server.url) })).status).toBe(200);
      expect(await allSee("available")).toEqual(everyone("available"));
    }
  });

  it("tells streams held on both workers of a booking within 1 s", async () => {
    const path = `${apiPaths.schedulesStream("tennis")}?date=${catalog.date}`;
    const streams = await Promise.all(Array.from({ length: 4 }, () => openEventStream(`${server.url}${path}`)));
    try {
      await Promise.all(streams.map((s) => s.next(0, 3000)));
      const courtId = catalog.courtIds[CONTESTED + 1] as number;
      const booked = await remoteOrder(server.url, "tennis", { date: catalog.date, slotId: catalog.slotId, courtIds: [courtId] });
      expect(booked.status).toBe(201);
      for (const stream of streams) {
        const event = await stream.next(1, 1000);
        expect(event.data.cells).toContainEqual(expect.objectContaining({ court_id: courtId, status: "held" }));
      }
    } finally {
      for (const s of streams) s.close();
    }
  });

  it("frees a lapsed hold in the way of an order, whichever worker takes it", async () => {
    const courtId = catalog.courtIds[CONTESTED + 2] as number;
    const cell = { date: catalog.date, slotId: catalog.slotId, courtIds: [courtId] };
    const first = await remoteOrder(server.url, "tennis", cell);
    expect(first.status).toBe(201);
    await database.database.db.execute(
      sql`update orders set hold_expires_at = now() - interval '1 minute' where id = ${first.data.order_id}`,
    );
    const second = await remoteOrder(server.url, "tennis", cell);
    expect(second.status).toBe(201);
    const status = await database.database.db.execute(sql`select status from orders where id = ${first.data.order_id}`);
    expect((status as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe("expired");
  });

  it("stops both workers and itself on SIGTERM", async () => {
    const pids = workerPids();
    await server.stop();
    expect(await server.exited).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
