import { RELEASE_MAX_CHANGES, RELEASE_MAX_ENTRIES, releasePaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseEntrants, releaseEntries } from "../src/db/schema.ts";
import { issueToken } from "../src/modules/auth/tokens.ts";
import { createCourt, createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z. With a 7-day horizon and release at 07:00
// (Madrid), Sun 29 Nov's draw is open on Mon 23 Nov from 06:00Z for a minute.
const D = "2026-11-29";
const OPEN = Date.parse("2026-11-23T06:00:10Z");
let t: TestContext;
type Cell = { timeslot_id: number; court_id: number };
const cells: Cell[] = [];

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 7, releaseTime: "07:00", releaseWindowSeconds: 60 });
  const courts = [];
  for (let i = 0; i < 4; i++) courts.push((await createCourt(t.app, "tennis")).id);
  for (let h = 8; h < 13; h++) {
    const hour = (n: number) => `${String(n).padStart(2, "0")}:00`;
    const slot = await createTimeslot(t.app, "tennis", { startTime: hour(h), endTime: hour(h + 1) });
    for (const court of courts) cells.push({ timeslot_id: slot.id, court_id: court });
  }
  t.clock.advance(OPEN - t.clock.now().getTime());
});
afterAll(() => t.close());

const put = (token: string, list: Cell[]) =>
  t.client().put(releasePaths.entries("tennis"), { date: D, court_slots: list }, { token });
const cell = (i: number) => cells[i] as Cell;
const entriesOf = async (memberId: string) =>
  (await t.app.deps.database.db.select().from(releaseEntries).where(eq(releaseEntries.memberId, memberId)))
    .sort((a, b) => a.preference - b.preference)
    .map((e) => ({ timeslot_id: e.timeslotId, court_id: e.courtId, id: e.id }));

describe("a member's entries are the list they last set", () => {
  it("replaces the list, keeps the entries still in it (re-ranked), counts a court-slot listed twice once, and leaves on an empty list", async () => {
    const who = await memberToken(t.app, t.client());
    const first = await put(who.token, [cell(0), cell(1), cell(2)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data.entries.map((e: { preference: number }) => e.preference)).toEqual([1, 2, 3]);
    expect(first.data.changes_left).toBe(RELEASE_MAX_CHANGES - 1);
    const before = await entriesOf(who.member.id);

    const second = await put(who.token, [cell(2), cell(0), cell(2)]);
    expect(second.statusCode).toBe(200);
    const after = await entriesOf(who.member.id);
    expect(after.map(({ timeslot_id, court_id }) => ({ timeslot_id, court_id }))).toEqual([cell(2), cell(0)]);
    // The same rows, re-ranked: an entry kept is not a new entry.
    expect(after.map((e) => e.id)).toEqual([before[2]?.id, before[0]?.id]);

    // The list as it is changes nothing and is not counted.
    const same = await put(who.token, [cell(2), cell(0)]);
    expect(same.data.changes_left).toBe(RELEASE_MAX_CHANGES - 2);

    const left = await put(who.token, []);
    expect(left.statusCode).toBe(200);
    expect(left.data.entries).toEqual([]);
    expect(await entriesOf(who.member.id)).toEqual([]);
  });

  it("refuses more than the most entries, and a court of another sport, changing nothing", async () => {
    const who = await memberToken(t.app, t.client());
    await put(who.token, [cell(5)]);
    const long = await put(who.token, cells.slice(0, RELEASE_MAX_ENTRIES + 1));
    expect(long.statusCode).toBe(422);
    expect(long.data.message).toContain(String(RELEASE_MAX_ENTRIES));
    const padel = await createCourt(t.app, "padel");
    const foreign = await put(who.token, [cell(6), { timeslot_id: cell(6).timeslot_id, court_id: padel.id }]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.data).toMatchObject({ code: "court_not_of_sport", params: { court_id: padel.id } });
    expect((await entriesOf(who.member.id)).map((e) => e.court_id)).toEqual([cell(5).court_id]);
  });
});

describe("a script sending lists to a release draw", () => {
  it("sending faster than a person, is told to wait (429, Retry-After) before any work, and its entries stay the last it was allowed", async () => {
    const bot = await memberToken(t.app, t.client());
    const sent = await Promise.all(Array.from({ length: 12 }, (_, k) => put(bot.token, [cell(k)])));
    const statuses = sent.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    for (const waited of sent.filter((r) => r.statusCode === 429)) {
      expect(waited.headers["retry-after"]).toBe("1");
      expect(waited.data).toMatchObject({ code: "too_many_attempts" });
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    const [row] = await t.app.deps.database.db.select().from(releaseEntrants).where(eq(releaseEntrants.memberId, bot.member.id));
    expect(row?.changes).toBe(4);
    // A second later it may change them again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await put(bot.token, [cell(15)])).statusCode).toBe(200);
  });

  it("changes its entries at most the cap's times however many lists it sends at once (one sign-in each), and ends with one whole list", async () => {
    const bot = await memberToken(t.app, t.client());
    // Rotating choices, every list different (the same list twice would be no change): one court-slot, then three.
    const lists = Array.from({ length: RELEASE_MAX_CHANGES + 10 }, (_, k) =>
      k < cells.length ? [cell(k)] : [cell(k % cells.length), cell((k + 1) % cells.length), cell((k + 2) % cells.length)],
    );
    // A sign-in per list, so the speed limit per client lets every list reach the database's count.
    const { db } = t.app.deps.database;
    const tokens = await Promise.all(lists.map(() => issueToken(db, "member", bot.member.id, t.clock.now())));
    const sent = await Promise.all(lists.map((list, k) => put(tokens[k] as string, list)));
    const statuses = sent.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RELEASE_MAX_CHANGES);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    for (const refused of sent.filter((r) => r.statusCode === 422)) {
      expect(refused.data).toMatchObject({ code: "release_change_cap", params: { max: RELEASE_MAX_CHANGES } });
    }
    const [row] = await db.select().from(releaseEntrants).where(eq(releaseEntrants.memberId, bot.member.id));
    expect(row?.changes).toBe(RELEASE_MAX_CHANGES);
    // Never a mixture of two lists: the entries are one list that was sent, whole.
    const held = (await entriesOf(bot.member.id)).map(({ timeslot_id, court_id }) => ({ timeslot_id, court_id }));
    expect(lists).toContainEqual(held);

    // At the cap: the entries as they are are answered; another list, or a withdrawal, is refused.
    const repeat = await put(bot.token, held);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.data.changes_left).toBe(0);
    expect((await put(bot.token, [cell(0), cell(5)])).data).toMatchObject({ code: "release_change_cap" });
    const entry = repeat.data.entries[0] as { id: number };
    const withdrawn = await t.client().delete(releasePaths.entry("tennis", entry.id), { token: bot.token });
    expect(withdrawn.statusCode).toBe(422);
    expect(withdrawn.data).toMatchObject({ code: "release_change_cap" });
    expect((await entriesOf(bot.member.id)).length).toBe(held.length);
  });

  it("withdraws one entry as a change: the list without it", async () => {
    const who = await memberToken(t.app, t.client());
    const set = await put(who.token, [cell(3), cell(4), cell(8)]);
    const middle = set.data.entries[1] as { id: number };
    const withdrawn = await t.client().delete(releasePaths.entry("tennis", middle.id), { token: who.token });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.data.changes_left).toBe(RELEASE_MAX_CHANGES - 2);
    expect(withdrawn.data.entries.map((e: { court_id: number; preference: number }) => [e.court_id, e.preference])).toEqual([
      [cell(3).court_id, 1],
      [cell(8).court_id, 2],
    ]);
  });
});
