import type { Order } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { isUpcoming, splitBookings } from "./booking-lists.ts";

const order = (inv: string, over: Partial<Order>): Order => ({
  order_id: inv,
  inv,
  status: "paid",
  sport: "tennis",
  date: "2026-11-25",
  timeslot: { id: 1, start: "10:00", end: "11:00" },
  courts: [{ id: 1, name: "Court 1" }],
  lines: [],
  total: 2400,
  currency: "EUR",
  paymentlink: null,
  hold_expires_at: null,
  ...over,
});

const today = "2026-11-24";
const now = "12:00";

describe("the profile's booking lists", () => {
  it("moves cancelled, refunded and lapsed bookings out of Upcoming, whatever their date", () => {
    for (const status of ["cancelled", "refunded", "expired"] as const)
      expect(isUpcoming(order("T-1", { status }), today, now), status).toBe(false);
    expect(isUpcoming(order("T-1", { status: "paid" }), today, now)).toBe(true);
    expect(isUpcoming(order("T-1", { status: "pending" }), today, now)).toBe(true);
    expect(isUpcoming(order("T-1", { date: today, timeslot: { id: 1, start: "11:00", end: "12:00" } }), today, now)).toBe(false);
  });

  it("lists both sports together under All: upcoming soonest first, past and cancelled latest first", () => {
    const orders = [
      order("T-LATER", { date: "2026-11-28" }),
      order("P-SOON", { sport: "padel", date: "2026-11-25", timeslot: { id: 2, start: "09:00", end: "10:30" } }),
      order("T-REFUNDED", { date: "2026-11-30", status: "refunded" }),
      order("P-PLAYED", { sport: "padel", date: "2026-11-20" }),
      order("T-EXTRAS", { date: "2026-11-28", parent_order_id: "T-LATER" }),
    ];
    const all = splitBookings(orders, "all", today, now);
    expect(all.upcoming.map((o) => o.inv)).toEqual(["P-SOON", "T-LATER"]);
    expect(all.over.map((o) => o.inv)).toEqual(["T-REFUNDED", "P-PLAYED"]);
    const padel = splitBookings(orders, "padel", today, now);
    expect(padel.upcoming.map((o) => o.inv)).toEqual(["P-SOON"]);
    expect(padel.over.map((o) => o.inv)).toEqual(["P-PLAYED"]);
  });
});
