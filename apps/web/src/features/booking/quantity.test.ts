import { describe, expect, it } from "vitest";
import { fitQuantity, quantityCap } from "./quantity.ts";

describe("a typed add-on quantity", () => {
  it("is kept as typed when it can be booked", () => {
    expect(fitQuantity(3, 4)).toEqual({ qty: 3, reason: null });
    expect(fitQuantity(0, 4)).toEqual({ qty: 0, reason: null });
    expect(fitQuantity(99, null)).toEqual({ qty: 99, reason: null });
  });

  it("comes down to what is left for the slot, and says so", () => {
    expect(fitQuantity(999, 4)).toEqual({ qty: 4, reason: "Only 4 left" });
    expect(fitQuantity(2, 0)).toEqual({ qty: 0, reason: "None left for this time" });
  });

  it("never goes above the order cap, with or without a stock", () => {
    expect(fitQuantity(999, null)).toEqual({ qty: 99, reason: "At most 99" });
    expect(fitQuantity(150, 120)).toEqual({ qty: 99, reason: "At most 99" });
  });

  it("never goes below 0: a negative number is not turned positive (and charged)", () => {
    expect(fitQuantity(-3, 4)).toEqual({ qty: 0, reason: "At least 0" });
    expect(fitQuantity(-1.5, null)).toEqual({ qty: 0, reason: "At least 0" });
  });

  it("takes whole units only, rounding down, and says so", () => {
    expect(fitQuantity(1.5, 4)).toEqual({ qty: 1, reason: "Whole numbers only" });
    expect(fitQuantity(7.5, 4)).toEqual({ qty: 4, reason: "Only 4 left" });
    expect(fitQuantity(Number.NaN, 4)).toEqual({ qty: 0, reason: "Whole numbers only" });
  });

  it("caps at what is left, at most the order cap", () => {
    expect(quantityCap(null)).toBe(99);
    expect(quantityCap(4)).toBe(4);
    expect(quantityCap(500)).toBe(99);
    expect(quantityCap(0)).toBe(0);
  });
});
