import { describe, expect, it } from "vitest";
import {
  addDays,
  bookingHorizon,
  facilityToday,
  horizonDates,
  isWeekend,
  isWithinHorizon,
  MAX_LISTED_DATES,
  slotInstants,
  toRange,
} from "../src/facility-time.ts";

describe("facility time", () => {
  it("takes today from the facility's zone, not from UTC", () => {
    const now = new Date("2026-11-23T03:00:00Z");
    expect(facilityToday(now, "UTC")).toBe("2026-11-23");
    expect(facilityToday(now, "America/New_York")).toBe("2026-11-22");
    expect(facilityToday(new Date("2026-11-22T23:30:00Z"), "Europe/Madrid")).toBe("2026-11-23");
  });

  it("counts the horizon as today … today + total_days − 1", () => {
    const horizon = bookingHorizon(new Date("2026-11-22T10:00:00Z"), "Europe/Madrid", 12);
    expect(horizon).toEqual({ first: "2026-11-22", last: "2026-12-03" });
    expect(horizonDates(horizon)).toHaveLength(12);
    expect(isWithinHorizon("2026-12-03", horizon)).toBe(true);
    expect(isWithinHorizon("2026-12-04", horizon)).toBe(false);
    expect(isWithinHorizon("2026-11-21", horizon)).toBe(false);
  });

  it("adds days across month, year and DST changes", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });

  it("never lists dates without end: past year 9999 and beyond MAX_LISTED_DATES it throws instead", () => {
    expect(() => addDays("9999-12-31", 1)).toThrow(RangeError);
    expect(horizonDates({ first: "9999-12-30", last: "9999-12-31" })).toEqual(["9999-12-30", "9999-12-31"]);
    expect(horizonDates({ first: "2026-11-23", last: "2026-11-22" })).toEqual([]);
    expect(horizonDates({ first: "2026-01-01", last: addDays("2026-01-01", MAX_LISTED_DATES - 1) })).toHaveLength(
      MAX_LISTED_DATES,
    );
    expect(() => horizonDates({ first: "2000-01-01", last: "2100-12-31" })).toThrow(RangeError);
  });

  it("turns wall times into instants with the zone's offset on each side of a DST change", () => {
    expect(toRange(slotInstants("2026-03-28", "18:00", "19:00", "Europe/Madrid"))).toBe(
      "[2026-03-28T17:00:00.000Z,2026-03-28T18:00:00.000Z)",
    );
    expect(toRange(slotInstants("2026-03-29", "18:00:00", "19:30:00", "Europe/Madrid"))).toBe(
      "[2026-03-29T16:00:00.000Z,2026-03-29T17:30:00.000Z)",
    );
  });

  it("knows the weekend", () => {
    expect(isWeekend("2026-11-28")).toBe(true);
    expect(isWeekend("2026-11-29")).toBe(true);
    expect(isWeekend("2026-11-30")).toBe(false);
  });
});
