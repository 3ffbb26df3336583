import { apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { payments } from "../src/db/schema.ts";
import { numbering } from "./support/documents.ts";
import { createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";
import { withDatabaseName } from "./support/test-db-settings.ts";

const ORDERS = 40;

/**
 * Two instances of the server, each with its own connection pool on one PostgreSQL database,
 * take payments at the same moment: the receipts are numbered 1..N, each once (PGlite has a
 * single connection, so real concurrency runs on PostgreSQL only).
 */
describe.runIf(process.env.TEST_DB === "postgres")("receipt numbers under concurrent payments on two instances", () => {
  let t: TestContext;
  let otherDatabase: Database;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    await setRules(t.app, "tennis", { holdMinutes: 60 });
    const current = (await t.app.deps.database.db.execute(sql`select current_database() as name`)) as {
      rows: { name: string }[];
    };
    const [row] = current.rows;
    otherDatabase = await openDatabase({ kind: "postgres", url: withDatabaseName(row?.name ?? "") });
    other = await buildApp({ config: t.config, database: otherDatabase, clock: t.clock, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  it("numbers 40 simultaneous payments 1..40 without gaps or duplicates, and a rolled-back payment takes its number back", async () => {
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const orders = [];
    for (let i = 0; i < ORDERS; i++) {
      const court = await createCourt(t.app, "tennis");
      const res = await postOrder(t.client(), "tennis", orderBody("2026-11-24", slot.id, [court.id]));
      expect(res.statusCode, res.body).toBe(201);
      orders.push(res.data as { inv: string; access_key: string; order_id: string });
    }
    const instances = [t.app, other];
    const headers = await Promise.all(instances.map(xsrf));
    const paid = await Promise.all(
      orders.map((o, i) =>
        instances[i % 2]?.inject({
          method: "POST",
          url: apiPaths.demoPay(o.inv),
          payload: { key: o.access_key },
          headers: { "content-type": "application/json", ...headers[i % 2] },
        }),
      ),
    );
    expect(paid.map((p) => p?.statusCode)).toEqual(orders.map(() => 200));
    expect((await numbering(t)).series).toEqual({ "R-2026": Array.from({ length: ORDERS }, (_, i) => i + 1) });

    // A payment whose transaction fails after its receipt was numbered leaves no gap.
    const first = orders[0];
    await expect(
      t.app.deps.database.db.transaction(async (tx) => {
        await tx.insert(payments).values({
          orderId: first?.order_id ?? "",
          provider: "desk",
          providerRef: "rolled-back",
          kind: "charge",
          amount: 100,
          currency: "EUR",
          createdAt: t.clock.now(),
        });
        throw new Error("the payment's transaction fails");
      }),
    ).rejects.toThrow("the payment's transaction fails");
    const court = await createCourt(t.app, "tennis");
    const late = await postOrder(t.client(), "tennis", orderBody("2026-11-24", slot.id, [court.id]));
    await other.inject({
      method: "POST",
      url: apiPaths.demoPay(late.data.inv),
      payload: { key: late.data.access_key },
      headers: { "content-type": "application/json", ...(await xsrf(other)) },
    });
    const after = await numbering(t);
    expect(after.series["R-2026"]).toEqual(Array.from({ length: ORDERS + 1 }, (_, i) => i + 1));
    expect(after.documents).toBe(after.payments);
  });
});

const tokens = new Map<FastifyInstance, string>();
/** The anti-forgery cookie and header of one instance, fetched once, so the payments start together. */
async function xsrf(app: FastifyInstance): Promise<Record<string, string>> {
  let token = tokens.get(app);
  if (!token) {
    token = (await app.inject({ url: "/api/csrf-cookie" })).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    tokens.set(app, token);
  }
  return { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token };
}
