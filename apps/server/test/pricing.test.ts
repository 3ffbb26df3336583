import { describe, expect, it } from "vitest";
import { basePrices } from "../src/modules/booking-policy/prices.ts";
import { courtPrice, type PricedSlot, priceOrder } from "../src/modules/orders/pricing.ts";

const slot: PricedSlot = {
  startTime: "18:00:00",
  endTime: "19:00:00",
  priceMember: 1800,
  priceGuest: 2400,
  weekendPriceMember: 2200,
  weekendPriceGuest: 2800,
};
const weekday = "2026-11-24"; // Tuesday
const saturday = "2026-11-28";
const sunday = "2026-11-29";

describe("court price", () => {
  it("charges members the member price and guests the guest price on weekdays", () => {
    expect(courtPrice(slot, weekday, "member")).toBe(1800);
    expect(courtPrice(slot, weekday, "guest")).toBe(2400);
  });

  it("charges the weekend price on Saturday and Sunday", () => {
    expect(courtPrice(slot, saturday, "member")).toBe(2200);
    expect(courtPrice(slot, sunday, "guest")).toBe(2800);
    expect(courtPrice(slot, "2026-11-27", "guest")).toBe(2400); // Friday
  });

  it("falls back to the weekday price where no weekend price is set", () => {
    const plain = { ...slot, weekendPriceMember: null, weekendPriceGuest: null };
    expect(courtPrice(plain, saturday, "member")).toBe(1800);
    expect(courtPrice(plain, sunday, "guest")).toBe(2400);
  });
});

describe("order price", () => {
  const racket = { id: 1, name: "Racket rental", price: 500 };
  const coach = { id: 2, name: "Coach", price: 4000 };
  const camp = { id: 3, name: "Camp morning", price: 3000 };

  it("charges each court once at the payer's price", () => {
    const priced = priceOrder({
      date: weekday,
      prices: basePrices("guest"),
      slot,
      courts: [
        { id: 10, name: "Court 1" },
        { id: 11, name: "Court 2" },
      ],
      addons: [],
      multiAddons: [],
    });
    expect(priced.total).toBe(4800);
    expect(priced.lines.map((l) => [l.kind, l.description, l.qty, l.unitPrice, l.amount])).toEqual([
      ["court", "Court 1, Tue 24 Nov 2026, 18:00–19:00", 1, 2400, 2400],
      ["court", "Court 2, Tue 24 Nov 2026, 18:00–19:00", 1, 2400, 2400],
    ]);
  });

  it("multiplies add-ons by quantity and prices multi-add-ons per date", () => {
    const priced = priceOrder({
      date: saturday,
      prices: basePrices("member"),
      slot,
      courts: [{ id: 10, name: "Court 1" }],
      addons: [
        { addon: racket, qty: 3 },
        { addon: coach, qty: 1 },
      ],
      multiAddons: [
        { date: "2026-11-30", addon: camp, qty: 2 },
        { date: "2026-12-01", addon: camp, qty: 1 },
      ],
    });
    const amounts = priced.lines.map((l) => [l.kind, l.amount, l.date]);
    expect(amounts).toEqual([
      ["court", 2200, saturday],
      ["addon", 1500, saturday],
      ["addon", 4000, saturday],
      ["multiaddon", 6000, "2026-11-30"],
      ["multiaddon", 3000, "2026-12-01"],
    ]);
    expect(priced.total).toBe(2200 + 1500 + 4000 + 6000 + 3000);
    expect(Number.isInteger(priced.total)).toBe(true);
  });
});
