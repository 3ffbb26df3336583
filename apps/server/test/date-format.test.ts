import { formatDay, formatDayAt, formatInstant, formatShortDay, formatSlot, wallClock } from "@courtside/contract";
import { describe, expect, it } from "vitest";

/** The one date style of mails, messages, order lines, the .ics file and the web app. */
describe("date style", () => {
  it("writes a calendar date with its weekday, day, month and year", () => {
    expect(formatDay("2026-11-24")).toBe("Tue 24 Nov 2026");
    expect(formatDay("2026-09-04")).toBe("Fri 4 Sep 2026");
    expect(formatShortDay("2026-11-24")).toBe("Tue 24 Nov");
  });

  it("writes a timeslot and a wall time on a date on a 24-hour clock", () => {
    expect(formatSlot("2026-11-24", "18:00", "19:00")).toBe("Tue 24 Nov 2026, 18:00–19:00");
    expect(formatDayAt("2026-11-24", "07:30")).toBe("Tue 24 Nov 2026, 07:30");
  });

  it("reads an instant in the facility's zone, not the machine's", () => {
    const lateEvening = new Date("2026-11-24T23:30:00Z");
    expect(formatInstant(lateEvening, "Europe/Madrid")).toBe("Wed 25 Nov 2026, 00:30");
    expect(formatInstant(lateEvening.toISOString(), "America/New_York")).toBe("Tue 24 Nov 2026, 18:30");
    expect(wallClock(new Date("2026-07-01T00:05:00Z"), "UTC")).toEqual({ date: "2026-07-01", time: "00:05" });
  });

  it("leaves what is not a calendar date as it was given", () => {
    expect(formatDay("2026-02-30")).toBe("2026-02-30");
    expect(formatDay("soon")).toBe("soon");
  });
});
