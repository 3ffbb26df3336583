import { randomUUID } from "node:crypto";
import { adminCatalogPaths as admin, apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, closures, orders } from "../src/db/schema.ts";
import { facilityInstant, toRange } from "../src/facility-time.ts";
import { type AdminCaller, signedInAdmin } from "./support/admin-catalog.ts";
import { createCourt, createTimeslot, orderBody } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const wednesday = "2026-11-25";
const zone = "Europe/Madrid";
const at = (time: string) => facilityInstant(wednesday, time, zone);

/** Real concurrency needs real connections: PGlite has one, so this runs on PostgreSQL only. */
describe.runIf(process.env.TEST_DB === "postgres")("closure against booking on PostgreSQL", () => {
  let t: TestContext;
  let a: AdminCaller;
  beforeAll(async () => {
    t = await createTestApp({ FACILITY_TIMEZONE: zone });
    a = await signedInAdmin(t);
  });
  afterAll(() => t?.close());

  /** Runs `write` in a transaction left open until the returned `commit` is called. */
  async function openTransaction(write: (tx: TestContext["app"]["deps"]["database"]["db"]) => Promise<void>) {
    let commit = () => {};
    const released = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written = () => {};
    const ready = new Promise<void>((resolve) => {
      written = resolve;
    });
    const done = t.app.deps.database.db.transaction(async (tx) => {
      await write(tx);
      written();
      await released;
    });
    await ready;
    return {
      commit: async () => {
        commit();
        await done;
      },
    };
  }

  const settledWithin = (p: Promise<unknown>, ms: number) =>
    Promise.race([p.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

  it("a closure waits for a booking still being written, then refuses it (409 listing it)", async () => {
    const court = await createCourt(t.app, "tennis", { name: "Court Race A" });
    const slot = await createTimeslot(t.app, "tennis", { startTime: "10:00", endTime: "11:00" });
    const orderId = randomUUID();
    const booking = await openTransaction(async (tx) => {
      await tx.insert(orders).values({
        id: orderId,
        sport: "tennis",
        status: "paid",
        billing: {},
        total: 2400,
        currency: "EUR",
        inv: "T-RACE-0001",
        paymentProvider: "demo",
        accessKeyHash: "x",
      });
      await tx.insert(bookings).values({
        orderId,
        sport: "tennis",
        courtId: court.id,
        timeslotId: slot.id,
        date: wednesday,
        during: toRange({ start: at("10:00"), end: at("11:00") }),
      });
    });
    const answer = a.post(admin.closures("tennis"), {
      court_id: court.id,
      start_date: wednesday,
      start_time: "09:00",
      end_date: wednesday,
      end_time: "12:00",
      reason: "Race",
    });
    const waited = !(await settledWithin(answer, 400));
    await booking.commit();
    expect(waited).toBe(true);
    const res = await answer;
    expect(res.statusCode).toBe(409);
    expect(res.data.errors.bookings).toEqual(["T-RACE-0001 · Court Race A · Wed 25 Nov 2026, 10:00–11:00 · paid"]);
  });

  it("a booking waits for a closure still being written, then is refused (409 naming the closure)", async () => {
    const court = await createCourt(t.app, "tennis", { name: "Court Race B" });
    const slot = await createTimeslot(t.app, "tennis", { startTime: "12:00", endTime: "13:00" });
    const closing = await openTransaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(courtside_closure_lock_key('tennis'))`);
      await tx.insert(closures).values({
        sport: "tennis",
        courtId: court.id,
        during: toRange({ start: at("11:00"), end: at("14:00") }),
        reason: "Net repair",
      });
    });
    const answer = t.client().post(apiPaths.orders("tennis"), orderBody(wednesday, slot.id, [court.id]), {
      headers: { "idempotency-key": `race-${randomUUID()}` },
    });
    const waited = !(await settledWithin(answer, 400));
    await closing.commit();
    expect(waited).toBe(true);
    const res = await answer;
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(
      "Court Race B is closed for Wed 25 Nov 2026, 12:00–13:00 (Net repair). Pick another court or time.",
    );
  });

  it("never leaves an active booking inside a closure when both arrive together, round after round", async () => {
    const slot = await createTimeslot(t.app, "tennis", { startTime: "15:00", endTime: "16:00" });
    for (let round = 0; round < 6; round++) {
      const court = await createCourt(t.app, "tennis");
      const attempts = Array.from({ length: 8 }, () =>
        t.client().post(apiPaths.orders("tennis"), orderBody(wednesday, slot.id, [court.id]), {
          headers: { "idempotency-key": `storm-${randomUUID()}` },
        }),
      );
      const closing = a.post(admin.closures("tennis"), {
        court_id: round % 2 === 0 ? court.id : null,
        start_date: wednesday,
        start_time: "15:00",
        end_date: wednesday,
        end_time: "16:00",
        reason: `Storm ${round}`,
      });
      const [closure, ...orderAnswers] = await Promise.all([closing, ...attempts]);
      const won = orderAnswers.filter((r) => r.statusCode === 201).length;
      expect(orderAnswers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      // Either the closure went in and no order did, or one order did and the closure was refused.
      if (closure.statusCode === 201) {
        expect(won).toBe(0);
        await a.delete(admin.closure("tennis", closure.data.id));
      } else {
        expect(closure.statusCode).toBe(409);
        expect(won).toBe(1);
      }
      const overlap = (await t.app.deps.database.db.execute(sql`
        select count(*)::int as n from bookings b join closures c
          on c.sport = b.sport and (c.court_id is null or c.court_id = b.court_id) and c.during && b.during
        where b.active`)) as unknown as { rows: { n: number }[] };
      expect(overlap.rows[0]?.n).toBe(0);
      // Free the slot for the next round.
      await t.app.deps.database.db.execute(sql`update bookings set active = false where court_id = ${court.id}`);
    }
  });
});
