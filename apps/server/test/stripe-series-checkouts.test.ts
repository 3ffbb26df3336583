import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import { openDueCheckouts } from "../src/modules/payments/due-checkouts.ts";
import { guestContact, type StaffSession, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, setRules } from "./support/factories.ts";
import { bookStaffSeries, seriesBody, seriesOrders } from "./support/series.ts";
import { type StripeStandIn, startStripeStandIn, stripeEnv } from "./support/stripe-stand-in.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// A series paid date by date holds each date until its free cancellation ends: days ahead,
// longer than a Stripe checkout may stay open (24 hours). Each date's checkout opens when
// its hold comes within that, and the customer is mailed its link.
let stripe: StripeStandIn;
let t: TestContext;
let staff: StaffSession;
beforeAll(async () => {
  stripe = await startStripeStandIn({ now: () => t.clock.now().getTime() });
  t = await createTestApp({ ...stripeEnv(stripe), FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { holdMinutes: 15, cancelHours: 24, totalDays: 30 });
  staff = await staffSession(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const paymentMails = async () => {
  await t.app.deps.background.drain();
  const rows = await t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, guestContact.email));
  return rows.filter((m) => m.subject.startsWith("Pay for your tennis"));
};

describe("a Stripe series paid each date before it", () => {
  it("books every date without a checkout, then opens each date's checkout a day before it must be paid, once, and mails its link", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceGuest: 2400 });
    const sessionsBefore = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    const booked = await bookStaffSeries(
      staff,
      "tennis",
      seriesBody("2026-11-24", slot.id, [court.id], { weeks: 2, payment: "each_before" }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    // Tue 24 Nov 18:00 Madrid must be paid by Mon 23 17:00Z: 31 hours after the clock's Sun 10:00Z.
    const [first, second] = await seriesOrders(t, booked.data.series_id);
    expect(first?.row).toMatchObject({ status: "pending", paymentlink: null, paymentRef: null });
    expect(second?.row).toMatchObject({ status: "pending", paymentlink: null, paymentRef: null });
    expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length).toBe(sessionsBefore);
    expect(await openDueCheckouts(t.app.deps)).toBe(0);

    t.clock.advance(8 * 3_600_000); // Sun 18:00Z: the first date's hold ends within 23 hours.
    expect(await openDueCheckouts(t.app.deps)).toBe(1);
    expect(await openDueCheckouts(t.app.deps)).toBe(0);
    const [opened, waiting] = await seriesOrders(t, booked.data.series_id);
    expect(opened?.row.paymentlink).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(opened?.row.holdExpiresAt?.toISOString()).toBe("2026-11-23T17:00:00.000Z");
    expect(waiting?.row.paymentlink).toBeNull();
    const session = stripe.session(opened?.row.id ?? "");
    expect(session?.expires_at).toBe(Date.parse("2026-11-23T17:00:00Z") / 1000);

    const mails = await paymentMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Pay for your tennis on Tue 24 Nov 2026, 18:00");
    expect(mails[0]?.text).toContain(opened?.row.paymentlink ?? "-");
    expect(mails[0]?.text).toContain("Pay by Mon 23 Nov 2026, 18:00");
  });
});
