import { apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, createCourt, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function slotAndCourt(sport: "tennis" | "padel" = "tennis", start = "18:00") {
  const court = await createCourt(t.app, sport);
  const slot = await createTimeslot(t.app, sport, { startTime: start, endTime: `${Number(start.slice(0, 2)) + 1}:00` });
  return { court, slot };
}

describe("GET /api/{api}/orders/{order_id}", () => {
  it("shows a member's order to the member and to administrators; others get 404", async () => {
    const { court, slot } = await slotAndCourt();
    const c = t.client();
    const owner = await memberToken(t.app, c);
    const created = await postOrder(c, "tennis", orderBody("2026-11-24", slot.id, [court.id]), { token: owner.token });
    const url = apiPaths.order("tennis", created.data.order_id);

    const mine = await c.get(url, { token: owner.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.data).toEqual(created.data);
    expect((await c.get(url, { token: await adminToken(t.app, c) })).statusCode).toBe(200);

    const other = await memberToken(t.app, c);
    const notYours = await c.get(url, { token: other.token });
    const unknown = await c.get(apiPaths.order("tennis", "6c1f0e8e-2b1a-4c55-9d0e-1f2a3b4c5d6e"), { token: other.token });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.data).toEqual(unknown.data);
    expect((await c.get(url)).statusCode).toBe(404);
    // The order is tennis: the padel path does not know it.
    expect((await c.get(apiPaths.order("padel", created.data.order_id), { token: owner.token })).statusCode).toBe(404);
  });

  it("shows a guest's order to whoever holds its key, and nobody else", async () => {
    const { court, slot } = await slotAndCourt();
    const c = t.client();
    const created = await postOrder(c, "tennis", orderBody("2026-11-24", slot.id, [court.id]));
    const url = apiPaths.order("tennis", created.data.order_id);
    const withKey = await t.client().get(`${url}?key=${created.data.access_key}`);
    expect(withKey.statusCode).toBe(200);
    expect(withKey.data.access_key).toBe(created.data.access_key);
    expect((await t.client().get(`${url}?key=${created.data.access_key.slice(1)}x`)).statusCode).toBe(404);
    expect((await t.client().get(url)).statusCode).toBe(404);
    const member = await memberToken(t.app, c);
    expect((await c.get(url, { token: member.token })).statusCode).toBe(404);
  });
});

describe("GET /api/{api}/my-orders", () => {
  it("lists the member's orders of the sport, upcoming first (soonest first), then past", async () => {
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const { court, slot } = await slotAndCourt("padel", "12:00");
    const later = await postOrder(c, "padel", orderBody("2026-11-26", slot.id, [court.id]), { token });
    const sooner = await postOrder(c, "padel", orderBody("2026-11-23", slot.id, [court.id]), { token });
    const todays = await postOrder(c, "padel", orderBody("2026-11-22", slot.id, [court.id]), { token }); // 12:00 Madrid = 11:00Z
    await postOrder(t.client(), "padel", orderBody("2026-11-25", slot.id, [court.id])); // someone else's
    t.clock.advance(2 * 60 * 60 * 1000); // 12:00Z: today's slot has started
    const res = await c.get(apiPaths.myOrders("padel"), { token });
    expect(res.statusCode).toBe(200);
    expect(res.data.map((o: { order_id: string }) => o.order_id)).toEqual([
      sooner.data.order_id,
      later.data.order_id,
      todays.data.order_id,
    ]);
    expect((await c.get(apiPaths.myOrders("tennis"), { token })).data).toEqual([]);
    expect((await t.client().get(apiPaths.myOrders("padel"))).statusCode).toBe(401);
  });
});

describe("POST /api/{api}/orders/{order_id}/cancel with an access key", () => {
  it("lets the key show and pay a member's order, but only the member's session cancel it", async () => {
    const { court, slot } = await slotAndCourt("tennis", "19:00");
    const c = t.client();
    const owner = await memberToken(t.app, c);
    const created = await postOrder(c, "tennis", orderBody("2026-11-24", slot.id, [court.id]), { token: owner.token });
    const key = new URL(created.data.paymentlink).searchParams.get("key") ?? "";
    const stranger = t.client();
    expect((await stranger.post(apiPaths.demoPay(created.data.inv), { key })).data.status).toBe("paid");
    expect((await stranger.get(`${apiPaths.order("tennis", created.data.order_id)}?key=${key}`)).statusCode).toBe(200);

    const refused = await stranger.post(`${apiPaths.orderCancel("tennis", created.data.order_id)}?key=${key}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe("Sign in as the member who made this booking to cancel it.");
    expect((await c.get(apiPaths.order("tennis", created.data.order_id), { token: owner.token })).data.status).toBe("paid");

    const own = await c.post(apiPaths.orderCancel("tennis", created.data.order_id), undefined, { token: owner.token });
    expect(own.statusCode).toBe(200);
    expect(own.data.status).toBe("refunded");
  });

  it("still lets a guest cancel their own order with its key", async () => {
    const { court, slot } = await slotAndCourt("tennis", "20:00");
    const created = await postOrder(t.client(), "tennis", orderBody("2026-11-24", slot.id, [court.id]));
    const res = await t.client().post(`${apiPaths.orderCancel("tennis", created.data.order_id)}?key=${created.data.access_key}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.status).toBe("cancelled");
  });
});
