import { adminBookingApiPaths, waitlistPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../src/db/schema.ts";
import { offerFreedCourts } from "../src/modules/waitlist/offers.ts";
import { cellStatus, deskBody, mailsTo, type StaffSession, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { buyAndPay, createPlanVia, payDemo } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; the court-slots are on Fri 27 Nov.
const D = "2026-11-27";
let t: TestContext;
let staff: StaffSession;
let courts: number[];
let slot: number;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  courts = [];
  for (let i = 0; i < 2; i++) courts.push((await createCourt(t.app, "tennis")).id);
  slot = (await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" })).id;
  staff = await staffSession(t);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberToken>>;
type Entry = {
  id: number;
  status: string;
  place: number | null;
  offer: { order_id: string; inv: string; court_name: string; expires_at: string; payment_link: string } | null;
};

const join = (m: Member, body: Record<string, unknown>) =>
  t.client().post(waitlistPaths.entries("tennis"), body, { token: m.token });
const mine = async (m: Member) =>
  (await t.client().get(waitlistPaths.entries("tennis"), { token: m.token })).data as {
    limit: number;
    offer_minutes: number;
    entries: Entry[];
  };
const leave = (m: Member, id: number) => t.client().delete(waitlistPaths.entry("tennis", id), { token: m.token });
const entryOf = async (m: Member, timeslot = slot) => {
  const view = await mine(m);
  return view.entries.find((e) => (e as unknown as { timeslot_id: number }).timeslot_id === timeslot) as Entry;
};

/** Books the court at the desk (paid later): it keeps the court until cancelled. */
async function deskBook(date: string, timeslot: number, court: number) {
  const res = await staff.deskBooking("tennis", deskBody(date, timeslot, [court]));
  expect(res.statusCode, res.body).toBe(201);
  return res.data.order_id as string;
}
const staffCancel = async (orderId: string) => {
  const res = await staff.post(adminBookingApiPaths.orderCancel(orderId), { reason: "Change of plans" });
  expect(res.statusCode, res.body).toBe(200);
};

describe("the waitlist", () => {
  it("takes a member in line only for a taken court-slot, once, up to the limit; refuses guests, unknown slots and free courts with the way on", async () => {
    const ana = await memberToken(t.app, t.client());
    const free = await join(ana, { date: D, timeslot_id: slot, court_ids: [courts[0]] });
    expect(free.statusCode).toBe(409);
    expect(free.data).toMatchObject({ code: "court_free", params: { court_ids: [String(courts[0])] } });
    expect(free.data.message).toMatch(/is free at Fri 27 Nov 2026, 18:00: book it instead of waiting\.$/);

    const first = await deskBook(D, slot, courts[0] as number);
    // One court taken, the other free: "any court" is refused too, naming the free one.
    expect((await join(ana, { date: D, timeslot_id: slot })).data.code).toBe("court_free");
    const joined = await join(ana, { date: D, timeslot_id: slot, court_ids: [courts[0]] });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.data).toMatchObject({ limit: 3, offer_minutes: 15 });
    expect(joined.data.entries).toMatchObject([{ status: "waiting", place: 1, courts: [{ id: courts[0] }], offer: null }]);
    const again = await Promise.all([1, 2].map(() => join(ana, { date: D, timeslot_id: slot, court_ids: [courts[0]] })));
    expect(again.map((r) => r.data.code)).toEqual(["waitlist_already_joined", "waitlist_already_joined"]);
    expect((await mine(ana)).entries).toHaveLength(1);

    expect((await t.client().post(waitlistPaths.entries("tennis"), { date: D, timeslot_id: slot })).statusCode).toBe(401);
    const unknown = await join(ana, { date: D, timeslot_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.data.errors.timeslot_id).toEqual(["The selected timeslot is not a tennis timeslot."]);
    const far = await join(ana, { date: "2027-03-01", timeslot_id: slot });
    expect(far.statusCode).toBe(422);
    expect(far.data.code).toBe("date_not_open_yet");
    const past = await join(ana, { date: "2026-11-21", timeslot_id: slot });
    expect(past.statusCode).toBe(422);

    // The limit: one more than allowed is refused, naming it.
    await setRules(t.app, "tennis", { totalDays: 12, waitlistLimit: 1 });
    const second = await createTimeslot(t.app, "tennis", { startTime: "19:00", endTime: "20:00" });
    for (const c of courts) await deskBook(D, second.id, c);
    const over = await join(ana, { date: D, timeslot_id: second.id });
    expect(over.statusCode).toBe(422);
    expect(over.data).toMatchObject({ code: "waitlist_limit", params: { limit: 1 } });
    expect(over.data.message).toBe("You can wait for at most 1 tennis court-slot at once; leave one first.");
    await setRules(t.app, "tennis", { totalDays: 12, waitlistLimit: 0 });
    expect((await join(ana, { date: D, timeslot_id: second.id })).data.code).toBe("waitlist_off");
    await setRules(t.app, "tennis", { totalDays: 12 });

    const left = await leave(ana, joined.data.entries[0].id);
    expect(left.statusCode).toBe(200);
    expect(left.data.entries).toMatchObject([{ status: "left" }]);
    expect((await leave(ana, joined.data.entries[0].id)).statusCode).toBe(409);
    await staffCancel(first);
  });

  it("offers a freed court to the first in line only, held for offer_minutes; a lapse passes it on, a decline too, and paying takes it", async () => {
    const day = "2026-11-28";
    const taken = await deskBook(day, slot, courts[0] as number);
    await deskBook(day, slot, courts[1] as number);
    const [ana, ben, cleo] = [
      await memberToken(t.app, t.client()),
      await memberToken(t.app, t.client()),
      await memberToken(t.app, t.client()),
    ];
    // Ana and Cleo want court 1; Ben any court. Ben is second in line.
    expect((await join(ana, { date: day, timeslot_id: slot, court_ids: [courts[0]] })).statusCode).toBe(201);
    expect((await join(ben, { date: day, timeslot_id: slot })).statusCode).toBe(201);
    expect((await join(cleo, { date: day, timeslot_id: slot, court_ids: [courts[0]] })).statusCode).toBe(201);
    expect((await entryOf(cleo)).place).toBe(3);

    // Nothing freed: nothing offered.
    expect(await offerFreedCourts(t.app.deps, "tennis", day)).toBe(0);
    await staffCancel(taken);
    expect(await offerFreedCourts(t.app.deps, "tennis", day)).toBe(1);
    expect(await offerFreedCourts(t.app.deps, "tennis", day)).toBe(0);
    const offered = await entryOf(ana);
    expect(offered).toMatchObject({ status: "offered", place: null, offer: { court_name: expect.any(String) } });
    expect(Date.parse(offered.offer?.expires_at ?? "") - t.clock.now().getTime()).toBe(15 * 60_000);
    // Others see it held, and stay in line.
    expect(await cellStatus(t.client(), "frontend", day, courts[0] as number, slot)).toBe("held");
    expect((await entryOf(ben)).place).toBe(1);
    const mail = (await mailsTo(t, ana.member.email)).find((m) => m.subject.startsWith("A court is free for you"));
    expect(mail?.text).toContain("pay by then to take it, or it passes to the next in line");

    // Ana lets it lapse: Ben (any court) is next.
    t.clock.advance(15 * 60_000 + 1000);
    expect(await offerFreedCourts(t.app.deps, "tennis", day)).toBe(1);
    expect((await entryOf(ana)).status).toBe("lapsed");
    const benOffer = await entryOf(ben);
    expect(benOffer.status).toBe("offered");

    // Ben declines: Cleo is offered it at once.
    const declined = await leave(ben, benOffer.id);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.data.entries).toMatchObject([{ status: "declined" }]);
    await t.app.deps.background.drain();
    const cleoOffer = await entryOf(cleo);
    expect(cleoOffer.status).toBe("offered");
    const [benOrder] = await t.app.deps.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, benOffer.offer?.order_id ?? ""));
    expect(benOrder?.status).toBe("cancelled");

    // Cleo pays: the court is hers, the entry booked, and leaving now is refused.
    expect((await payDemo(t.client(), cleoOffer.offer?.payment_link ?? "")).statusCode).toBe(200);
    expect(await offerFreedCourts(t.app.deps, "tennis", day)).toBe(0);
    expect((await entryOf(cleo)).status).toBe("booked");
    expect(await cellStatus(t.client(), "frontend", day, courts[0] as number, slot)).toBe("booked");
    expect((await leave(cleo, cleoOffer.id)).data.message).toBe(
      "You took this offer: it is a booking now. Cancel the booking instead.",
    );
  });

  it("gives a freed court to its line before a direct order: the order is refused, the first in line offered it", async () => {
    const day = "2026-11-29";
    const taken = await deskBook(day, slot, courts[0] as number);
    await deskBook(day, slot, courts[1] as number);
    const ana = await memberToken(t.app, t.client());
    expect((await join(ana, { date: day, timeslot_id: slot })).statusCode).toBe(201);
    await staffCancel(taken);
    // A guest (or a bot watching for cancellations) tries the freed court before any offer pass ran.
    const direct = await postOrder(t.client(), "tennis", orderBody(day, slot, [courts[0] as number]));
    expect(direct.statusCode, direct.body).toBe(409);
    expect(direct.data).toMatchObject({ code: "court_waitlisted" });
    expect(direct.data.message).toMatch(
      /came free for .* and is held for the first on its waitlist\. Pick another court, or join the waitlist\.$/,
    );
    expect(await entryOf(ana)).toMatchObject({ status: "offered" });
    // Ana herself ordering it directly is pointed to her offer.
    const own = await postOrder(t.client(), "tennis", orderBody(day, slot, [courts[0] as number], { guest: false }), {
      token: ana.token,
    });
    expect(own.statusCode).toBe(409);
    expect(own.data.message).toMatch(/is held for you from the waitlist for .*: pay that offer on your profile to take it\.$/);
  });

  it("passes over a member whose own plan limits refuse the court, to the next in line; a plan may allow more places", async () => {
    const day = "2026-11-30";
    const taken = await deskBook(day, slot, courts[0] as number);
    await deskBook(day, slot, courts[1] as number);
    const [ana, ben] = [await memberToken(t.app, t.client()), await memberToken(t.app, t.client())];
    const plan = await createPlanVia(staff.client, staff.token, {
      benefits: [{ sport: "tennis", max_per_day: 1, max_waitlist: 5 }],
    });
    await buyAndPay(t, t.client(), ana.token, plan.id);
    expect((await mine(ana)).limit).toBe(5);
    expect((await join(ana, { date: day, timeslot_id: slot })).statusCode).toBe(201);
    expect((await join(ben, { date: day, timeslot_id: slot })).statusCode).toBe(201);
    // Ana books another court that day meanwhile: her plan's one booking a day refuses her the freed court.
    const morning = await createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00" });
    const own = await postOrder(t.client(), "tennis", orderBody(day, morning.id, [courts[0] as number], { guest: false }), {
      token: ana.token,
    });
    expect(own.statusCode, own.body).toBe(201);
    await staffCancel(taken);
    expect(await offerFreedCourts(t.app.deps, "tennis", day)).toBe(1);
    expect((await entryOf(ana)).status).toBe("waiting");
    expect((await entryOf(ben)).status).toBe("offered");
  });

  it("shows staff each slot's line and offers", async () => {
    const res = await staff.get(`${waitlistPaths.adminDay("tennis")}?date=2026-11-30`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.slots).toHaveLength(1);
    expect(res.data.slots[0].entries.map((e: { status: string; place: number | null }) => [e.status, e.place])).toEqual([
      ["waiting", 1],
      ["offered", null],
    ]);
    expect((await t.client().get(`${waitlistPaths.adminDay("tennis")}?date=2026-11-30`)).statusCode).toBe(401);
  });
});
