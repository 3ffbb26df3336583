import { apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox, orders, payments } from "../src/db/schema.ts";
import {
  adminToken,
  billing,
  createAddon,
  createCourt,
  createTimeslot,
  memberToken,
  orderBody,
  postOrder,
  setRules,
} from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const tuesday = "2026-11-24";
const HOUR = 3_600_000;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { holdMinutes: 15, cancelHours: 24 });
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;

async function paidMemberBooking() {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  const c = t.client();
  const { member, token } = await memberToken(t.app, c);
  const created = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [court.id], { billing }), { token });
  const key = new URL(created.data.paymentlink).searchParams.get("key") ?? "";
  await c.post(apiPaths.demoPay(created.data.inv), { key });
  return { c, token, member, court, slot, parent: created.data };
}

const addExtras = (c: ReturnType<TestContext["client"]>, orderId: string, body: unknown, token?: string, key?: string) =>
  c.post(apiPaths.orderExtraAddons("tennis", orderId), body, { token, headers: key ? { "idempotency-key": key } : {} });

describe("POST /api/{api}/orders/{order_id}/extra-addons", () => {
  it("makes a pending child order with its own inv, link and hold, listed under the booking; paying it confirms it", async () => {
    const { c, token, member, parent } = await paidMemberBooking();
    const balls = await createAddon(t.app, "tennis", { name: "Balls", group: 1, price: 400 });
    const coach = await createAddon(t.app, "tennis", { name: "Coach", group: 2, price: 3000 });
    const res = await addExtras(
      c,
      parent.order_id,
      { addons1: [{ addon_id: balls.id, qty: 3 }], addons2: [{ addon_id: coach.id, qty: 1 }] },
      token,
    );
    expect(res.statusCode).toBe(201);
    const child = res.data;
    expect(child).toMatchObject({
      status: "pending",
      parent_order_id: parent.order_id,
      date: tuesday,
      timeslot: parent.timeslot,
      courts: parent.courts,
      total: 3 * 400 + 3000,
      hold_expires_at: "2026-11-22T10:15:00.000Z",
    });
    expect(child.lines.map((l: { kind: string; qty: number }) => [l.kind, l.qty])).toEqual([
      ["addon", 3],
      ["addon", 1],
    ]);
    expect(child.inv).not.toBe(parent.inv);
    expect(child.paymentlink).toContain(`/pay/${child.inv}?key=`);
    expect(await db().select().from(bookings).where(eq(bookings.orderId, child.order_id))).toHaveLength(0);

    const seen = await c.get(apiPaths.order("tennis", parent.order_id), { token });
    expect(seen.data.children.map((x: { order_id: string }) => x.order_id)).toEqual([child.order_id]);
    const mine = await c.get(apiPaths.myOrders("tennis"), { token });
    expect(mine.data[0].children[0].inv).toBe(child.inv);

    const key = new URL(child.paymentlink).searchParams.get("key") ?? "";
    expect((await c.post(apiPaths.demoPay(child.inv), { key })).data.status).toBe("paid");
    await t.app.deps.background.drain();
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "gina@example.test"));
    expect(mails.some((m) => m.subject.includes(child.inv) && m.subject.startsWith("Extras confirmed"))).toBe(true);
    expect(member.id).toBeTruthy();
  });

  it("checks stock in the parent's slot", async () => {
    const { c, token, parent } = await paidMemberBooking();
    const racket = await createAddon(t.app, "tennis", { name: "Racket", group: 1, price: 500, stock: 2 });
    const res = await addExtras(c, parent.order_id, { addons1: [{ addon_id: racket.id, qty: 3 }] }, token);
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe("Racket has only 2 left for Tue 24 Nov 2026, 18:00.");
  });

  it("refuses an empty list (422), an unpaid or started booking (409), and other people (404)", async () => {
    const { c, token, parent } = await paidMemberBooking();
    const balls = await createAddon(t.app, "tennis", { group: 1 });
    const body = { addons1: [{ addon_id: balls.id, qty: 1 }] };
    const empty = await addExtras(c, parent.order_id, { addons1: [], addons2: [] }, token);
    expect(empty.statusCode).toBe(422);
    expect(empty.data.errors.addons1).toEqual(["Choose at least one add-on."]);
    expect((await addExtras(c, parent.order_id, body)).statusCode).toBe(401);
    const stranger = await memberToken(t.app, t.client());
    expect((await addExtras(c, parent.order_id, body, stranger.token)).statusCode).toBe(404);
    expect((await addExtras(c, parent.order_id, body, await adminToken(t.app, t.client()))).statusCode).toBe(201);

    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const pending = await postOrder(c, "tennis", orderBody(tuesday, slot.id, [court.id]), { token });
    const unpaid = await addExtras(c, pending.data.order_id, body, token);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.data.message).toBe("Extras can only be added to a paid booking.");

    t.clock.advance(56 * HOUR); // 18:00Z on the 24th: the 17:00Z slot has started
    const started = await addExtras(c, parent.order_id, body, token);
    expect(started.statusCode).toBe(409);
    expect(started.data.message).toBe("This booking has already started, so extras can no longer be added.");
    t.clock.advance(-56 * HOUR);
  });

  it("refunds paid extras when the booking is cancelled", async () => {
    const { c, token, parent } = await paidMemberBooking();
    const balls = await createAddon(t.app, "tennis", { group: 1, price: 700 });
    const child = (await addExtras(c, parent.order_id, { addons1: [{ addon_id: balls.id, qty: 1 }] }, token)).data;
    await c.post(apiPaths.demoPay(child.inv), { key: new URL(child.paymentlink).searchParams.get("key") });
    const res = await c.post(apiPaths.orderCancel("tennis", parent.order_id), undefined, { token });
    expect(res.data.status).toBe("refunded");
    expect(res.data.children[0].status).toBe("refunded");
    const refunds = await db().select().from(payments).where(eq(payments.orderId, child.order_id));
    expect(refunds.map((p) => p.kind).sort()).toEqual(["charge", "refund"]);
  });
});

describe("POST /api/{api}/orders/{order_id}/extra-addons with an Idempotency-Key", () => {
  const childrenOf = async (parentId: string) => db().select().from(orders).where(eq(orders.parentOrderId, parentId));

  it("answers a repeat of the same key with the first child order and makes no second one", async () => {
    const { c, token, parent } = await paidMemberBooking();
    const balls = await createAddon(t.app, "tennis", { group: 1, price: 400 });
    const body = { addons1: [{ addon_id: balls.id, qty: 2 }] };
    const first = await addExtras(c, parent.order_id, body, token, "extras-attempt-0001");
    expect(first.statusCode).toBe(201);
    const repeat = await addExtras(c, parent.order_id, body, token, "extras-attempt-0001");
    expect(repeat.statusCode).toBe(201);
    expect(repeat.data).toEqual(first.data);
    expect(await childrenOf(parent.order_id)).toHaveLength(1);
    // Another attempt (another key), or none at all, is another order.
    expect((await addExtras(c, parent.order_id, body, token, "extras-attempt-0002")).data.order_id).not.toBe(first.data.order_id);
    expect((await addExtras(c, parent.order_id, body, token)).statusCode).toBe(201);
    expect(await childrenOf(parent.order_id)).toHaveLength(3);
  });

  it("answers requests racing under one key with one order", async () => {
    const { c, token, parent } = await paidMemberBooking();
    const balls = await createAddon(t.app, "tennis", { group: 1, price: 400 });
    const body = { addons1: [{ addon_id: balls.id, qty: 1 }] };
    const answers = await Promise.all([1, 2, 3].map(() => addExtras(c, parent.order_id, body, token, "extras-race-000001")));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.data.order_id)).size).toBe(1);
    expect(await childrenOf(parent.order_id)).toHaveLength(1);
  });

  it("refuses the same key for other extras (422) and a malformed key (422)", async () => {
    const { c, token, parent } = await paidMemberBooking();
    const balls = await createAddon(t.app, "tennis", { group: 1, price: 400 });
    await addExtras(c, parent.order_id, { addons1: [{ addon_id: balls.id, qty: 1 }] }, token, "extras-other-00001");
    const other = await addExtras(c, parent.order_id, { addons1: [{ addon_id: balls.id, qty: 3 }] }, token, "extras-other-00001");
    expect(other.statusCode).toBe(422);
    expect(other.data.errors["idempotency-key"]).toEqual(["This Idempotency-Key was already used for different extras."]);
    const bad = await addExtras(c, parent.order_id, { addons1: [{ addon_id: balls.id, qty: 1 }] }, token, "short");
    expect(bad.statusCode).toBe(422);
    expect(await childrenOf(parent.order_id)).toHaveLength(1);
  });
});
