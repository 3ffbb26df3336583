import type { Order } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { describeDifference, moveDifference } from "./move-price.ts";

const order = {
  date: "2026-11-24",
  timeslot: { id: 7, start: "18:00", end: "19:00" },
  lines: [
    { kind: "court", description: "Court 1", qty: 1, unit_price: 1800, amount: 1800 },
    { kind: "court", description: "Court 2", qty: 1, unit_price: 1800, amount: 1800 },
    { kind: "addon", description: "Balls", qty: 1, unit_price: 500, amount: 500 },
  ],
} as unknown as Order;

describe("moveDifference", () => {
  it("reprices every court line at a new time and leaves add-ons alone", () => {
    expect(moveDifference(order, { date: "2026-11-28", timeslotId: 7, price: 2400 })).toBe(1200);
    expect(moveDifference(order, { date: "2026-11-24", timeslotId: 8, price: 1500 })).toBe(-600);
  });

  it("charges nothing for another court at the same time", () => {
    expect(moveDifference(order, { date: "2026-11-24", timeslotId: 7, price: 9900 })).toBe(0);
  });

  it("says which way the money goes", () => {
    expect(describeDifference(0, "EUR")).toBe("The price stays the same.");
    expect(describeDifference(600, "EUR")).toContain("€6.00 more");
    expect(describeDifference(-600, "EUR")).toContain("€6.00 is refunded");
  });
});
