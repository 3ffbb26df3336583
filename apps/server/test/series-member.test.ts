import { seriesApiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskBody, type StaffSession, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { rowCounts } from "./support/fuzz.ts";
import { createPlan, giveMembership } from "./support/memberships.ts";
import { newKey, seriesOrders } from "./support/series.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// Sunday 2026-11-22, 11:00 in Madrid; a 12-day horizon reaches 3 Dec, so of four Tuesdays from 24 Nov two are outside.
let t: TestContext;
let staff: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15, cancelHours: 24, maxUnpaidHolds: 1 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

async function member() {
  const client = t.client();
  const { token, member } = await memberToken(t.app, client);
  const post = (url: string, body: unknown, key = newKey()) =>
    client.post(url, body, { token, headers: { "idempotency-key": key } });
  return { client, token, member, post };
}

async function courtAndSlot() {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", {
    startTime: "18:00",
    endTime: "19:00",
    priceMember: 1800,
    priceGuest: 2400,
  });
  return { court, slot };
}

describe("a member's own series", () => {
  it("previews without saying whose booking has a court, and books the free dates within the horizon, each to pay before it", async () => {
    const { court, slot } = await courtAndSlot();
    await staff.deskBooking("tennis", deskBody("2026-12-01", slot.id, [court.id]));
    const me = await member();
    const body = { first_date: "2026-11-24", timeslot_id: slot.id, court_ids: [court.id], weeks: 4 };
    const preview = await me.post(seriesApiPaths.memberPreview("tennis"), body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.data.dates.map((d: { status: string }) => d.status)).toEqual(["free", "taken", "outside", "outside"]);
    expect(preview.data.dates[1].taken_by).toBeUndefined();
    expect(preview.data.dates[0].total).toBe(1800);

    const res = await me.post(seriesApiPaths.memberCreate("tennis"), body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ payment: "each_before", created_by: "member", customer: { member_id: me.member.id } });
    expect(res.data.dates.map((d: { state: string }) => d.state)).toEqual(["booked", "taken", "outside", "outside"]);
    const [only] = await seriesOrders(t, res.data.series_id);
    // Not counted by the unpaid-hold cap (max 1 here): the member can still hold a single court online.
    expect(only?.row).toMatchObject({ status: "pending", holdPayer: null, memberId: me.member.id, createdByAdminId: null });

    const view = await me.client.get(seriesApiPaths.memberSeries("tennis", res.data.series_id), { token: me.token });
    expect(view.statusCode).toBe(200);
    const stranger = await member();
    const hidden = await stranger.client.get(seriesApiPaths.memberSeries("tennis", res.data.series_id), {
      token: stranger.token,
    });
    expect(hidden.statusCode).toBe(404);

    const cancel = await me.post(seriesApiPaths.memberCancel("tennis", res.data.series_id), {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.data.dates[0].order.status).toBe("cancelled");
  });

  it("refuses more than 8 dates (422 naming weeks) and a guest without a token (401), writing nothing", async () => {
    const { court, slot } = await courtAndSlot();
    const me = await member();
    const before = await rowCounts(t.app);
    const body = { first_date: "2026-11-24", timeslot_id: slot.id, court_ids: [court.id], weeks: 9 };
    const res = await me.post(seriesApiPaths.memberCreate("tennis"), body);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.weeks[0]).toContain("at most 8 dates");
    const guest = await t
      .client()
      .post(seriesApiPaths.memberCreate("tennis"), { ...body, weeks: 2 }, { headers: { "idempotency-key": newKey() } });
    expect(guest.statusCode).toBe(401);
    expect(await rowCounts(t.app)).toEqual(before);
  });
});

describe("a plan member's series", () => {
  it("books at the plan's price within the plan's limits; dates beyond the limit are not booked, and say why", async () => {
    const { court, slot } = await courtAndSlot();
    const me = await member();
    const plan = await createPlan(t.app, { tennis: { courtPrice: 1000, maxUpcoming: 2 } });
    await giveMembership(t.app, me.member.id, plan.id, "2026-11-01", "2026-12-31");
    const body = { first_date: "2026-11-24", timeslot_id: slot.id, court_ids: [court.id], weeks: 2 };
    const preview = await me.post(seriesApiPaths.memberPreview("tennis"), body);
    expect(preview.data.dates.map((d: { total: number }) => d.total)).toEqual([1000, 1000]);
    await staff.deskBooking("tennis", deskBody("2026-11-26", slot.id, [court.id], { customer: { member_id: me.member.id } }));

    const res = await me.post(seriesApiPaths.memberCreate("tennis"), body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.dates.map((d: { state: string }) => d.state)).toEqual(["booked", "outside"]);
    expect(res.data.dates[1].reason).toBe(
      "Your Gold plan allows 2 bookings of tennis ahead at a time; you have 2 and this needs 1. Play or cancel one first, or ask the desk.",
    );
  });
});
