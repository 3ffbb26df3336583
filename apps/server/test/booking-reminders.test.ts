import { apiPaths } from "@courtside/contract";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import { sendDueReminders } from "../src/modules/reminders/due.ts";
import { optOutKey } from "../src/modules/reminders/opt-out.ts";
import { createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { paidMemberBooking, payByLink } from "./support/moves.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts Sun 22 Nov 2026, 10:00Z (11:00 in Madrid); reminders go at 18:00 local (17:00Z).
let t: TestContext;
let courts: number[];
let slot: number;
const MON = "2026-11-23";
const TUE = "2026-11-24";

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, cancelHours: 24 });
  courts = [];
  for (let i = 0; i < 4; i++) courts.push((await createCourt(t.app, "tennis")).id);
  slot = (await createTimeslot(t.app, "tennis", { startTime: "19:00", endTime: "20:00" })).id;
});
afterAll(() => t.close());

const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
const remindersTo = async (email: string) => {
  await t.app.deps.background.drain();
  return t.app.deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, "Tomorrow:%")));
};

describe("booking reminders", () => {
  it("mails each paid booking of tomorrow once, at the club's time, with the calendar file and how to cancel or turn them off", async () => {
    const ana = await paidMemberBooking(t, MON, slot, [courts[0] as number]);
    const off = await paidMemberBooking(t, MON, slot, [courts[1] as number]);
    const turnedOff = await t
      .client()
      .put(apiPaths.profile, { name: off.member.name, booking_reminders: false }, { token: off.token });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    expect(turnedOff.data.booking_reminders).toBe(false);
    const guest = await postOrder(
      t.client(),
      "tennis",
      orderBody(MON, slot, [courts[2] as number], { billing: { name: "Gus Guest", email: "gus@example.test", phone: "600" } }),
    );
    await payByLink(t, guest.data);
    // Not yet: 17:59 local.
    at("2026-11-22T16:59:00Z");
    expect(await sendDueReminders(t.app.deps)).toBe(0);

    at("2026-11-22T17:00:00Z");
    // Booked and paid after the moment: its confirmation is just out, no reminder.
    const late = await paidMemberBooking(t, MON, slot, [courts[3] as number]);
    // Two sweeps at once (two instances): each booking is claimed, and mailed, once.
    const swept = await Promise.all([sendDueReminders(t.app.deps), sendDueReminders(t.app.deps)]);
    expect(swept[0] + swept[1]).toBe(2);
    expect(await sendDueReminders(t.app.deps)).toBe(0);
    expect(await remindersTo(ana.member.email)).toHaveLength(1);
    const [mail] = await remindersTo(ana.member.email);
    expect(mail?.subject).toBe(`Tomorrow: Tennis, Mon 23 Nov 2026, 19:00–20:00 (${ana.order.inv})`);
    expect(mail?.text).toContain("Can't come? Cancel free of charge until Sun 22 Nov 2026, 19:00");
    expect(mail?.text).toContain("/reminders-off?email=");
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([`${ana.order.inv}.ics`]);
    expect(await remindersTo(off.member.email)).toHaveLength(0);
    expect(await remindersTo(late.member.email)).toHaveLength(0);
    const [gus] = await remindersTo("gus@example.test");
    expect(gus?.text).toContain("/guest/booking-completed?order=");
  });

  it("says when free cancellation has ended, and turns reminders off from the mail's link (a wrong key changes nothing)", async () => {
    // Tuesday 19:00 local: free cancellation (24 h) ends Monday 19:00, after Monday's 18:00 reminder.
    const ben = await paidMemberBooking(t, TUE, slot, [courts[0] as number]);
    const guest = await postOrder(
      t.client(),
      "tennis",
      orderBody(TUE, slot, [courts[1] as number], { billing: { name: "Gia Guest", email: "Gia@Example.test", phone: "600" } }),
    );
    await payByLink(t, guest.data);
    await setRules(t.app, "tennis", { totalDays: 12, cancelHours: 48 });
    const wrong = await t.client().post("/api/reminders/opt-out", { email: "gia@example.test", key: "not-the-key" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.data.code).toBe("reminder_link_invalid");
    const right = await t.client().post("/api/reminders/opt-out", {
      email: "gia@example.test",
      key: optOutKey(t.app.deps.appSecret, "gia@example.test"),
    });
    expect(right.statusCode, right.body).toBe(204);

    at("2026-11-23T17:00:00Z");
    expect(await sendDueReminders(t.app.deps)).toBe(1);
    const [mail] = await remindersTo(ben.member.email);
    expect(mail?.text).toContain("Free cancellation has ended for this booking.");
    expect(await remindersTo("Gia@Example.test")).toHaveLength(0);
    await setRules(t.app, "tennis", { totalDays: 12, cancelHours: 24 });
  });

  it("sends nothing when the club turned reminders off", async () => {
    await setRules(t.app, "tennis", { totalDays: 12, reminderTime: null });
    const cleo = await paidMemberBooking(t, "2026-11-25", slot, [courts[0] as number]);
    at("2026-11-24T20:00:00Z");
    expect(await sendDueReminders(t.app.deps)).toBe(0);
    expect(await remindersTo(cleo.member.email)).toHaveLength(0);
  });
});
