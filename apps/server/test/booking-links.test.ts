import { describe, expect, it } from "vitest";
import { bookingLink, orderAccessKey } from "../src/modules/orders/access-keys.ts";

const APP = "https://courts.example.org";
const SECRET = "s".repeat(32);

describe("where a payer opens a booking (mails, payment returns)", () => {
  it("sends a member to their sport's profile, with the booking highlighted when asked", () => {
    const order = { id: "o1", parentOrderId: null, sport: "padel" as const, memberId: "m1" };
    expect(bookingLink(APP, SECRET, order)).toBe(`${APP}/profile-padel`);
    expect(bookingLink(APP, SECRET, { ...order, sport: "tennis" }, { highlight: true })).toBe(`${APP}/profile?highlight=o1`);
  });

  it("sends a guest to the sport's booking-completed page of the booking an extras order belongs to, with its key", () => {
    const extras = { id: "x2", parentOrderId: "o1", sport: "padel" as const, memberId: null };
    const key = encodeURIComponent(orderAccessKey(SECRET, "o1"));
    expect(bookingLink(APP, SECRET, extras)).toBe(`${APP}/padel/guest/booking-completed?order=o1&key=${key}`);
  });
});
