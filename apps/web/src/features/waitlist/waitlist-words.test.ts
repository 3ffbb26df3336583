import type { WaitlistEntry } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { waitingCounts } from "./components/desk-waitlist.tsx";
import { lostSlots } from "./components/wait-for-lost-draw.tsx";
import { courtsWords, hasLiveEntry, liveEntryFor, namesList, ordinal, placeWords } from "./waitlist-words.ts";

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 1,
  date: "2026-12-05",
  timeslot_id: 3,
  start_time: "18:00",
  end_time: "19:00",
  courts: [],
  status: "waiting",
  place: 1,
  joined_at: "2026-11-23T06:00:00.000Z",
  offer: null,
  ...over,
});

describe("waitlist words", () => {
  it("says a place in line as people do", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
    ]);
    expect(placeWords(1)).toBe("next in line");
    expect(placeWords(2)).toBe("2nd in line");
    expect(placeWords(null)).toBeNull();
  });

  it("names the courts waited for, none being any court", () => {
    expect(courtsWords([])).toBe("any court");
    expect(courtsWords([{ name: "Court 2" }])).toBe("Court 2");
    expect(courtsWords([{ name: "Court 1" }, { name: "Court 2" }, { name: "Court 5" }])).toBe("Court 1, Court 2 or Court 5");
    expect(namesList(["Court 3", "Court 4"], "and")).toBe("Court 3 and Court 4");
  });

  it("polls only while something is still to happen, and finds the live place for a time", () => {
    expect(hasLiveEntry({ entries: [entry({ status: "lapsed" }), entry({ status: "booked" })] })).toBe(false);
    expect(hasLiveEntry({ entries: [entry({ status: "left" }), entry({ status: "offered" })] })).toBe(true);
    const list = { entries: [entry({ id: 1, status: "left" }), entry({ id: 2, status: "waiting" })] };
    expect(liveEntryFor(list, "2026-12-05", 3)?.id).toBe(2);
    expect(liveEntryFor(list, "2026-12-06", 3)).toBeUndefined();
  });
});

describe("court-slots a draw did not give", () => {
  const e = { preference: 1, end_time: "22:00" };
  it("groups lost and booked-meanwhile entries by time, leaving out won ones and what is free now", () => {
    const slots = lostSlots({
      entries: [
        { ...e, id: 1, timeslot_id: 3, court_id: 4, court_name: "Padel 4", start_time: "20:30", outcome: "lost" },
        { ...e, id: 2, timeslot_id: 3, court_id: 2, court_name: "Padel 2", start_time: "20:30", outcome: "taken" },
        { ...e, id: 3, timeslot_id: 2, court_id: 1, court_name: "Padel 1", start_time: "19:00", outcome: "won" },
        { ...e, id: 4, timeslot_id: 1, court_id: 1, court_name: "Padel 1", start_time: "17:30", outcome: "lost" },
      ],
      still_free: [{ timeslot_id: 1, court_id: 1, court_name: "Padel 1", start_time: "17:30", end_time: "19:00" }],
    });
    expect(slots).toEqual([
      {
        timeslotId: 3,
        startTime: "20:30",
        courts: [
          { id: 4, name: "Padel 4" },
          { id: 2, name: "Padel 2" },
        ],
      },
    ]);
  });
});

describe("the desk's count per time", () => {
  it("counts the people in line or offered per time, leaving out empty times", () => {
    const slot = (timeslot_id: number, n: number) => ({
      timeslot_id,
      start_time: "18:00",
      end_time: "19:00",
      entries: Array.from({ length: n }, (_, i) => ({
        id: i,
        member_id: "m",
        member_name: "M",
        member_email: "m@example.com",
        courts: [],
        status: "waiting" as const,
        place: i + 1,
        joined_at: "2026-11-23T06:00:00.000Z",
        offer_inv: null,
        offer_court_name: null,
      })),
    });
    const counts = waitingCounts({ date: "2026-12-05", slots: [slot(1, 0), slot(2, 3)] });
    expect([...counts]).toEqual([[2, 3]]);
  });
});
