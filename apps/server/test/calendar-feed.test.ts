import { apiPaths, calendarFeedPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A paid booking of the member in `sport`; answers its invoice number. */
async function paidBooking(token: string, sport: "tennis" | "padel", start: string) {
  const c = t.client();
  const court = await createCourt(t.app, sport);
  const slot = await createTimeslot(t.app, sport, { startTime: start, endTime: `${Number(start.slice(0, 2)) + 1}:00` });
  const created = await postOrder(c, sport, orderBody("2026-11-25", slot.id, [court.id]), { token });
  const key = new URL(created.data.paymentlink).searchParams.get("key") ?? "";
  expect((await c.post(apiPaths.demoPay(created.data.inv), { key })).data.status).toBe("paid");
  return created.data.inv as string;
}

const pathOf = (url: string) => new URL(url).pathname;

describe("a member's calendar subscription", () => {
  it("serves every paid booking of both sports at a secret address, which a new address or stopping ends", async () => {
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const tennis = await paidBooking(token, "tennis", "09:00");
    const padel = await paidBooking(token, "padel", "11:00");
    expect((await c.get(calendarFeedPaths.mine, { token })).data).toEqual({ active: false, created_at: null });

    const made = await c.post(calendarFeedPaths.mine, undefined, { token });
    expect(made.statusCode).toBe(201);
    expect((await c.get(calendarFeedPaths.mine, { token })).data.active).toBe(true);

    // A calendar app: no session, no cookie.
    const feed = await t.client().get(pathOf(made.data.url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed.body).toContain(tennis);
    expect(feed.body).toContain(padel);

    const renewed = await c.post(calendarFeedPaths.mine, undefined, { token });
    expect((await t.client().get(pathOf(made.data.url))).statusCode).toBe(404);
    expect((await t.client().get(pathOf(renewed.data.url))).statusCode).toBe(200);

    expect((await c.delete(calendarFeedPaths.mine, { token })).statusCode).toBe(204);
    expect((await t.client().get(pathOf(renewed.data.url))).statusCode).toBe(404);
    expect((await c.get(calendarFeedPaths.mine, { token })).data.active).toBe(false);
  });

  it("shows nobody else's bookings and needs a member to make one", async () => {
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const mine = await c.post(calendarFeedPaths.mine, undefined, { token });
    expect((await t.client().get(pathOf(mine.data.url))).body).not.toContain("BEGIN:VEVENT");
    expect((await t.client().post(calendarFeedPaths.mine)).statusCode).toBe(401);
    expect((await t.client().get(calendarFeedPaths.feed("x".repeat(43)))).statusCode).toBe(404);
  });
});
