import { apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookings, courts, orders } from "../src/db/schema.ts";
import { attemptCell, attemptQueue } from "../src/modules/orders/attempt-queue.ts";
import { findRepeat } from "../src/modules/orders/repeat-lookup.ts";
import { createAddon, createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at 2026-11-22T10:00Z (11:00 in Madrid). Each test books its own courts.
const MINUTE = 60_000;
const wednesday = "2026-11-25";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
});
afterAll(() => t.close());

async function courtAndSlot(startTime = "18:00") {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime, endTime: `${Number(startTime.slice(0, 2)) + 1}:00` });
  return { court, slot };
}

/** One won and one lost attempt: the date has now seen a lost race, so the grid is read for later attempts. */
async function contest(courtId: number, slotId: number) {
  const won = await postOrder(t.client(), "tennis", orderBody(wednesday, slotId, [courtId]));
  expect(won.statusCode).toBe(201);
  expect((await postOrder(t.client(), "tennis", orderBody(wednesday, slotId, [courtId]))).statusCode).toBe(409);
  return won.data;
}

describe("order creation", () => {
  it("refuses a court deactivated elsewhere (a database change, as another instance makes it) once its notification arrives", async () => {
    const { court, slot } = await courtAndSlot("07:00");
    const other = await createCourt(t.app, "tennis");
    // Primes the catalog snapshot (trusted for up to a second) with both courts active.
    expect((await postOrder(t.client(), "tennis", orderBody(wednesday, slot.id, [other.id]))).statusCode).toBe(201);
    await t.app.deps.database.db.update(courts).set({ active: false }).where(eq(courts.id, court.id));
    await new Promise((resolve) => setTimeout(resolve, 250)); // the court trigger's NOTIFY reaches the listener
    const res = await postOrder(t.client(), "tennis", orderBody(wednesday, slot.id, [court.id]));
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.court_ids).toBeDefined();
  });

  it("answers a new order exactly as reading it back does", async () => {
    const [a, b] = [await createCourt(t.app, "tennis", { sortOrder: 2 }), await createCourt(t.app, "tennis", { sortOrder: 1 })];
    const slot = await createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00" });
    const balls = await createAddon(t.app, "tennis", { group: 1, price: 450 });
    const created = await postOrder(
      t.client(),
      "tennis",
      orderBody(wednesday, slot.id, [a.id, b.id], { addons1: [{ addon_id: balls.id, qty: 2 }] }),
    );
    expect(created.statusCode).toBe(201);
    const read = await t.client().get(`${apiPaths.order("tennis", created.data.order_id)}?key=${created.data.access_key}`);
    expect(read.statusCode).toBe(200);
    expect(created.data).toEqual(read.data);
    expect(created.data.courts.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
  });

  it("books a court and timeslot created a moment ago, though the sport's catalog snapshot predates them", async () => {
    const first = await courtAndSlot("07:00");
    expect((await postOrder(t.client(), "tennis", orderBody(wednesday, first.slot.id, [first.court.id]))).statusCode).toBe(201);
    // Written straight to the database: no answer of this instance drops the snapshot.
    const { court, slot } = await courtAndSlot("06:00");
    expect((await postOrder(t.client(), "tennis", orderBody(wednesday, slot.id, [court.id]))).statusCode).toBe(201);
  });

  it("refuses further attempts at a court known taken from memory, without a write, naming the court", async () => {
    const { court, slot } = await courtAndSlot("19:00");
    await contest(court.id, slot.id);
    const transactions = vi.spyOn(t.app.deps.database.db, "transaction");
    try {
      for (let i = 0; i < 3; i++) {
        const res = await postOrder(t.client(), "tennis", orderBody(wednesday, slot.id, [court.id]));
        expect(res.statusCode).toBe(409);
        expect(res.data.message).toBe(
          `${court.name} is held by someone else for Wed 25 Nov 2026, 19:00–20:00: it comes free again only if they do not pay in time. Pick another court.`,
        );
      }
      expect(transactions).not.toHaveBeenCalled();
    } finally {
      transactions.mockRestore();
    }
  });

  it("answers the same order to a request sent twice at once, even when it queued behind itself", async () => {
    const { court, slot } = await courtAndSlot("08:00");
    const body = orderBody(wednesday, slot.id, [court.id]);
    const c = t.client();
    await c.get(apiPaths.csrfCookie);
    // Claim the court's turn so both copies wait, then let them go.
    const ahead = await attemptQueue(t.app.deps).claim([attemptCell("tennis", wednesday, slot.id, court.id)], async () => null);
    if (!("release" in ahead)) throw new Error("the court was not free to claim");
    const both = Promise.all([
      postOrder(c, "tennis", body, { key: "sent-twice-at-once-key" }),
      postOrder(c, "tennis", body, { key: "sent-twice-at-once-key" }),
    ]);
    await new Promise((r) => setTimeout(r, 50));
    ahead.release();
    const [a, b] = await both;
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.data.order_id).toBe(a.data.order_id);
    const repeat = await postOrder(c, "tennis", body, { key: "sent-twice-at-once-key" });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.data.order_id).toBe(a.data.order_id);
    expect((await postOrder(t.client(), "tennis", body)).statusCode).toBe(409);
  });

  it("answers many simultaneous repeat lookups from one query", async () => {
    const { court, slot } = await courtAndSlot("10:00");
    const created = await postOrder(t.client(), "tennis", orderBody(wednesday, slot.id, [court.id]));
    const [row] = await t.app.deps.database.db.select().from(orders).where(eq(orders.id, created.data.order_id));
    const db = t.app.deps.database.db;
    const selects = vi.spyOn(db, "select");
    try {
      const found = await Promise.all([
        findRepeat(db, row?.idempotencyKey ?? ""),
        findRepeat(db, "no-such-key"),
        findRepeat(db, "other"),
      ]);
      expect(found.map((r) => r?.id)).toEqual([created.data.order_id, undefined, undefined]);
      expect(selects).toHaveBeenCalledTimes(1);
    } finally {
      selects.mockRestore();
    }
  });

  it("books a court the moment its holder cancels, even on a contested date", async () => {
    const { court, slot } = await courtAndSlot("20:00");
    const holder = await contest(court.id, slot.id);
    const cancel = await t.client().post(`${apiPaths.orderCancel("tennis", holder.order_id)}?key=${holder.access_key}`);
    expect(cancel.data.status).toBe("cancelled");
    expect((await postOrder(t.client(), "tennis", orderBody(wednesday, slot.id, [court.id]))).statusCode).toBe(201);
  });

  it("books a court whose holder another instance released (heard only through the database)", async () => {
    const { court, slot } = await courtAndSlot("21:00");
    const holder = await contest(court.id, slot.id);
    // What another instance's cancellation writes; this instance answers no request for it.
    await t.app.deps.database.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, holder.order_id));
      await tx.update(bookings).set({ active: false }).where(eq(bookings.orderId, holder.order_id));
    });
    await new Promise((r) => setTimeout(r, 100)); // the NOTIFY's way back to this instance
    expect((await postOrder(t.client(), "tennis", orderBody(wednesday, slot.id, [court.id]))).statusCode).toBe(201);
  });

  it("books a court whose hold lapsed, before the sweep, even when the grid was cached with the hold", async () => {
    const { court, slot } = await courtAndSlot("22:00");
    const holder = await contest(court.id, slot.id);
    t.clock.advance(16 * MINUTE);
    expect((await postOrder(t.client(), "tennis", orderBody(wednesday, slot.id, [court.id]))).statusCode).toBe(201);
    const [row] = await t.app.deps.database.db.select().from(orders).where(eq(orders.id, holder.order_id));
    expect(row?.status).toBe("expired");
  });
});
