import { describe, expect, it } from "vitest";
import { benefitWords } from "./benefit-words.ts";

const none = {
  sport: "tennis" as const,
  court_price: null,
  percent_off: null,
  weekend_court_price: null,
  window_days: null,
  priority_hours: 0,
  max_upcoming: null,
  max_per_day: null,
  max_per_week: null,
  max_unpaid_holds: null,
  max_waitlist: null,
  guests: 0,
};

describe("benefits in words", () => {
  it("says each benefit a plan gives", () => {
    const words = benefitWords(
      { ...none, court_price: 800, weekend_court_price: 1000, window_days: 14, priority_hours: 24, max_per_day: 1, guests: 2 },
      "EUR",
    );
    expect(words).toEqual([
      "€8.00 per court (€10.00 at weekends)",
      "Book 14 days ahead",
      "Dates open 24 hours before everyone else",
      "Up to 1 booking a day",
      "Bring up to 2 guests (guest price for their share)",
    ]);
  });

  it("says a percentage off, and member rules when the plan changes nothing", () => {
    expect(benefitWords({ ...none, percent_off: 25 }, "EUR")).toEqual(["25% off the guest price"]);
    expect(benefitWords(none, "EUR")).toEqual(["Member prices and rules"]);
  });

  it("compares with what a registered player has in the sport, when known", () => {
    const b = { ...none, court_price: 800, window_days: 14 };
    expect(benefitWords(b, "EUR", { memberPrices: [1800, 1800], totalDays: 12 })).toEqual([
      "€8.00 per court instead of €18.00",
      "Book 14 days ahead instead of 12",
    ]);
    expect(benefitWords(b, "EUR", { memberPrices: [1800, 2200], totalDays: 14 })).toEqual([
      "€8.00 per court instead of €18.00–€22.00",
      "Book 14 days ahead",
    ]);
  });
});
