import { Writable } from "node:stream";
import { apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { TestClient } from "./support/client.ts";
import { TestClock } from "./support/clock.ts";
import { createCourt, createTimeslot, orderBody, postOrder } from "./support/factories.ts";
import { solvedProof } from "./support/guest-proof.ts";
import { createTestDatabase } from "./support/test-db.ts";

/** The app as main.ts builds it, logging at info into `lines` instead of stdout. */
let app: FastifyInstance;
let database: Database;
const lines: string[] = [];
const logged = () => lines.join("");

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: "test", APP_URL: "http://courtside.test", LOG_LEVEL: "info", GUEST_PROOF_WORK: "1" });
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, database, clock: new TestClock(new Date("2026-11-22T10:00:00Z")), logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("logs", () => {
  it("keep request URLs without order keys, tokens or mailed emails", async () => {
    lines.length = 0;
    const c = new TestClient(app);
    const orderId = "6c1f0e8e-2b1a-4c55-9d0e-1f2a3b4c5d6e";
    await c.get(`${apiPaths.order("tennis", orderId)}?key=order-key-0123456789&date=2026-11-24`);
    await c.get("/reset-password/reset-token-0123456789?email=gina%40example.test");
    await c.get("/admin/invite/invite-token-0123456789");
    await c.get("/somewhere?access_token=bearer-0123456789");

    const text = logged();
    expect(text).toContain(`${apiPaths.order("tennis", orderId)}?key=[redacted]&date=2026-11-24`);
    for (const secret of ["order-key-0123456789", "reset-token-0123456789", "gina%40example.test", "invite-token", "bearer-"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("keep a failed request's error without the guest's billing details or the request body", async () => {
    const court = await createCourt(app, "tennis");
    const slot = await createTimeslot(app, "tennis", { startTime: "18:00", endTime: "19:00" });
    // A fault the code does not expect: every new order row is refused by the database.
    await database.db.execute(sql.raw("alter table orders add constraint refuse_every_order check (false) not valid"));
    lines.length = 0;

    const body = orderBody("2026-11-24", slot.id, [court.id]);
    const client = new TestClient(app);
    const res = await postOrder(client, "tennis", { ...body, proof: await solvedProof(client) });
    expect(res.statusCode).toBe(500);
    expect(res.data).toEqual({ message: "Server error." });

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request failed");
    expect(failure?.err).toMatchObject({ type: expect.any(String), message: expect.any(String), stack: expect.any(String) });
    // drizzle's wrapper names the query, the driver's cause the constraint; neither the values.
    expect(JSON.stringify(failure.err)).toContain("refuse_every_order");
    const text = logged();
    for (const personal of Object.values(body.billing)) expect(text).not.toContain(personal);
  });
});
