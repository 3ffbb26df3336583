import { PassThrough, Writable } from "node:stream";
import { apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { logDestination, prettyLog } from "../src/http/log-output.ts";
import { TestClient } from "./support/client.ts";
import { TestClock } from "./support/clock.ts";
import { createCourt, createTimeslot, orderBody, postOrder } from "./support/factories.ts";
import { solvedProof } from "./support/guest-proof.ts";
import { createTestDatabase } from "./support/test-db.ts";

describe("where logs go", () => {
  it("writes readable lines to a terminal and leaves JSON on stdout for everything else", async () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true });
    expect(await logDestination(terminal)).toBeInstanceOf(Writable);
    const pipe = Object.assign(new PassThrough(), { isTTY: false });
    expect(await logDestination(pipe)).toBeUndefined();
  });
});

/** The app as main.ts builds it in a terminal: pretty lines, here into `lines` instead of stdout. */
describe("pretty logs", () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: string[] = [];
  const logged = () => lines.join("");

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", APP_URL: "http://courtside.test", LOG_LEVEL: "info", GUEST_PROOF_WORK: "1" });
    database = await createTestDatabase();
    const screen = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logStream = await prettyLog(screen, { colors: false });
    app = await buildApp({ config, database, clock: new TestClock(new Date("2026-11-22T10:00:00Z")), logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("are one readable line per request, not JSON, and keep URLs without keys, tokens or emails", async () => {
    lines.length = 0;
    const c = new TestClient(app);
    const orderId = "6c1f0e8e-2b1a-4c55-9d0e-1f2a3b4c5d6e";
    await c.get(`${apiPaths.order("tennis", orderId)}?key=order-key-0123456789&date=2026-11-24`);
    await c.get("/reset-password/reset-token-0123456789?email=gina%40example.test");
    await c.get("/admin/invite/invite-token-0123456789");

    const text = logged();
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: incoming request/m);
    expect(() => JSON.parse(lines[0] ?? "")).toThrow();
    expect(text).toContain(`${apiPaths.order("tennis", orderId)}?key=[redacted]&date=2026-11-24`);
    for (const secret of ["order-key-0123456789", "reset-token-0123456789", "gina%40example.test", "invite-token"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("keep a failed request's error without the guest's billing details", async () => {
    const court = await createCourt(app, "tennis");
    const slot = await createTimeslot(app, "tennis", { startTime: "18:00", endTime: "19:00" });
    await database.db.execute(sql.raw("alter table orders add constraint refuse_every_order check (false) not valid"));
    lines.length = 0;

    const body = orderBody("2026-11-24", slot.id, [court.id]);
    const client = new TestClient(app);
    const res = await postOrder(client, "tennis", { ...body, proof: await solvedProof(client) });
    expect(res.statusCode).toBe(500);

    const text = logged();
    expect(text).toContain("request failed");
    expect(text).toContain("refuse_every_order");
    for (const personal of Object.values(body.billing)) expect(text).not.toContain(personal);
  });
});
