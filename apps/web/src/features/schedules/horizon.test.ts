import { describe, expect, it } from "vitest";
import { addDays, clampToHorizon, dateProblem, horizonDates, isWithinHorizon, nowTimeIn, todayIn } from "./horizon.ts";

describe("booking horizon", () => {
  it("takes today in the facility's time zone, not the browser's", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Madrid (UTC+1) but still 31 Dec in New York.
    const instant = new Date("2026-12-31T23:30:00Z");
    expect(todayIn("Europe/Madrid", instant)).toBe("2027-01-01");
    expect(todayIn("America/New_York", instant)).toBe("2026-12-31");
    expect(nowTimeIn("Europe/Madrid", instant)).toBe("00:30");
  });

  it("falls back to the browser's zone for an unknown zone", () => {
    expect(todayIn("Not/AZone", new Date("2026-06-15T12:00:00Z"))).toMatch(/^2026-06-1[456]$/);
  });

  it("adds days across month, year and leap-day edges", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("lists today through today + total_days − 1", () => {
    const dates = horizonDates("2026-03-25", 12);
    expect(dates).toHaveLength(12);
    expect(dates[0]).toBe("2026-03-25");
    expect(dates[11]).toBe("2026-04-05");
    expect(horizonDates("2026-03-25", 0)).toEqual(["2026-03-25"]);
  });

  it("accepts the last bookable day and refuses the day after and the day before today", () => {
    expect(isWithinHorizon("2026-04-05", "2026-03-25", 12)).toBe(true);
    expect(isWithinHorizon("2026-04-06", "2026-03-25", 12)).toBe(false);
    expect(isWithinHorizon("2026-03-24", "2026-03-25", 12)).toBe(false);
    expect(isWithinHorizon("not-a-date", "2026-03-25", 12)).toBe(false);
    expect(clampToHorizon("2026-04-06", "2026-03-25", 12)).toBe("2026-03-25");
    expect(clampToHorizon("2026-03-30", "2026-03-25", 12)).toBe("2026-03-30");
    expect(clampToHorizon(null, "2026-03-25", 12)).toBe("2026-03-25");
  });

  it("says why a date asked for cannot be shown: not a day on the calendar, past, or beyond the horizon", () => {
    expect(dateProblem("2026-13-45", "2026-03-25", 12)).toBe("not-a-date");
    expect(dateProblem("2026-02-30", "2026-02-25", 12)).toBe("not-a-date");
    expect(dateProblem("tomorrow", "2026-03-25", 12)).toBe("not-a-date");
    expect(dateProblem("2026-03-24", "2026-03-25", 12)).toBe("past");
    expect(dateProblem("2026-04-06", "2026-03-25", 12)).toBe("beyond-horizon");
    expect(dateProblem("2026-04-05", "2026-03-25", 12)).toBeNull();
    // 30 February is inside the horizon's string range, but no day: it is never offered.
    expect(isWithinHorizon("2026-02-30", "2026-02-25", 12)).toBe(false);
  });
});
