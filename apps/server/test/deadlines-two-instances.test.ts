import { apiPaths, matchPaths, playerPaths, sharePaths } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { mailOutbox, openMatches, payments } from "../src/db/schema.ts";
import { settleMatchDeadlines } from "../src/modules/matches/deadline.ts";
import { settleShareDeadlines } from "../src/modules/shares/deadline.ts";
import { createTimeslot, setRules } from "./support/factories.ts";
import { payByLink } from "./support/moves.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";
import { withDatabaseName } from "./support/test-db-settings.ts";

// Two instances of the server, each with its own pool on one PostgreSQL database, sweep the
// same deadlines at the same moment: every unpaid share falls to its owner once (one mail
// each), every unfilled match is cancelled once (each charge refunded once).
const D = "2026-11-25";

describe.runIf(process.env.TEST_DB === "postgres")("share and match deadlines on two instances", () => {
  let t: TestContext;
  let otherDatabase: Database;
  let other: FastifyInstance;
  let slot: number;
  beforeAll(async () => {
    t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
    await setRules(t.app, "tennis", { totalDays: 12 });
    slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 2000 })).id;
    const current = (await t.app.deps.database.db.execute(sql`select current_database() as name`)) as {
      rows: { name: string }[];
    };
    otherDatabase = await openDatabase({ kind: "postgres", url: withDatabaseName(current.rows[0]?.name ?? "") });
    other = await buildApp({ config: t.config, database: otherDatabase, clock: t.clock, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  const db = () => t.app.deps.database.db;
  const orderOf = async (token: string, orderId: string) =>
    (await t.client().get(apiPaths.order("tennis", orderId), { token })).data;

  /** A paid booking split with three invited players: three unpaid shares. */
  async function split() {
    const { owner, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
    for (const n of [1, 2, 3]) {
      const body = { email: `p${n}.${order.inv.toLowerCase()}@example.test`, name: `Player ${n}` };
      expect(
        (await t.client().post(playerPaths.players("tennis", order.order_id), body, { token: owner.token })).statusCode,
      ).toBe(201);
    }
    expect((await t.client().post(sharePaths.split("tennis", order.order_id), {}, { token: owner.token })).statusCode).toBe(200);
    await payByLink(t, await orderOf(owner.token, order.order_id));
    return { owner, order };
  }

  /** A paid booking opened as a match that nobody joins, not kept. */
  async function unfilledMatch() {
    const { owner, order } = await memberBooking(t, { id: slot, date: D }, { pay: false });
    const terms = { level_min: null, level_max: null, style: "friendly", audience: "anyone", keep_if_not_full: false };
    expect((await t.client().post(matchPaths.open("tennis", order.order_id), terms, { token: owner.token })).statusCode).toBe(
      200,
    );
    await payByLink(t, await orderOf(owner.token, order.order_id));
    return { owner, order };
  }

  it("each unpaid share falls once and each unfilled match is cancelled once, however the two sweep", async () => {
    const splits = await Promise.all([split(), split(), split(), split()]);
    const matches = await Promise.all([unfilledMatch(), unfilledMatch(), unfilledMatch()]);
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    await db()
      .update(openMatches)
      .set({ deadlineAt: new Date(past) });
    await setRules(t.app, "tennis", { totalDays: 12, shareDeadlineHours: 168 });
    const instances = [t.app, other, t.app, other];
    const [cancelled, fell] = await Promise.all([
      Promise.all(instances.map((app) => settleMatchDeadlines(app.deps))),
      Promise.all(instances.map((app) => settleShareDeadlines(app.deps))),
    ]);
    await setRules(t.app, "tennis", { totalDays: 12 });
    await Promise.all([t.app.deps.background.drain(), other.deps.background.drain()]);

    expect(cancelled.reduce((a, b) => a + b, 0)).toBe(3);
    // The split bookings' twelve shares; the cancelled matches' places are not anyone's to owe.
    expect(fell.reduce((a, b) => a + b, 0)).toBe(12);
    for (const { owner } of splits) {
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, owner.member.email));
      expect(mails.filter((m) => m.subject.startsWith("A share fell to you"))).toHaveLength(3);
      const due = (await t.client().get(sharePaths.balanceDue, { token: owner.token })).data;
      expect(due).toHaveLength(3);
    }
    for (const { order } of matches) {
      const money = await db().select().from(payments).where(eq(payments.orderId, order.order_id));
      expect(money.map((p) => [p.kind, p.amount])).toEqual([
        ["charge", 500],
        ["refund", 500],
      ]);
    }
  });
});
