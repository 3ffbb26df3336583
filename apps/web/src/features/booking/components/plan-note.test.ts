import type { BookingTerms } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { planLimitsInWords } from "./plan-note.tsx";

const terms = (limits: Partial<BookingTerms["limits"]>): BookingTerms => ({
  tier: { kind: "plan", name: "Gold", plan_id: 1 },
  first_date: "2026-11-24",
  last_date: "2026-12-07",
  window_days: 14,
  priority_hours: 0,
  next_opening: { date: "2026-12-08", opens_at: "2026-11-24T23:00:00.000Z" },
  limits: { max_upcoming: null, max_per_day: null, max_per_week: null, max_unpaid_holds: 4, ...limits },
  guests: 0,
});

describe("a plan's limits in words", () => {
  it("names each limit the plan sets, and none it does not", () => {
    expect(planLimitsInWords(terms({ max_per_day: 1, max_per_week: 3, max_upcoming: 5 }))).toEqual([
      "1 booking a day",
      "3 bookings a week",
      "5 bookings ahead at a time",
    ]);
    expect(planLimitsInWords(terms({}))).toEqual([]);
  });
});
