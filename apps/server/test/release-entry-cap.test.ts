import { RELEASE_MAX_ENTRIES, releasePaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseEntries } from "../src/db/schema.ts";
import { createCourt, createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z. With a 7-day horizon and release at 07:00
// (Madrid), Sun 29 Nov's draw is open on Mon 23 Nov from 06:00Z for a minute.
const D = "2026-11-29";
const OPEN = Date.parse("2026-11-23T06:00:10Z");
let t: TestContext;
const cells: { timeslot: number; court: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 7, releaseTime: "07:00", releaseWindowSeconds: 60 });
  const courts = [];
  for (let i = 0; i < 4; i++) courts.push((await createCourt(t.app, "tennis")).id);
  for (let h = 8; h < 13; h++) {
    const hour = (n: number) => `${String(n).padStart(2, "0")}:00`;
    const slot = await createTimeslot(t.app, "tennis", { startTime: hour(h), endTime: hour(h + 1) });
    for (const court of courts) cells.push({ timeslot: slot.id, court });
  }
  t.clock.advance(OPEN - t.clock.now().getTime());
});
afterAll(() => t.close());

const enter = (token: string, cell: { timeslot: number; court: number }) =>
  t.client().post(releasePaths.entries("tennis"), { date: D, timeslot_id: cell.timeslot, court_ids: [cell.court] }, { token });

describe("a script entering a release draw past its cap", () => {
  it("gets exactly the cap however many different entries it sends at once; repeats are answered, a withdrawal lets one more in at once", async () => {
    const bot = await memberToken(t.app, t.client());
    const sent = await Promise.all(cells.map((cell) => enter(bot.token, cell)));
    const statuses = sent.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RELEASE_MAX_ENTRIES);
    expect(statuses.filter((s) => s === 422)).toHaveLength(cells.length - RELEASE_MAX_ENTRIES);
    for (const refused of sent.filter((r) => r.statusCode === 422)) {
      expect(refused.data).toMatchObject({ code: "release_entry_cap", params: { max: RELEASE_MAX_ENTRIES } });
    }
    const held = await t.app.deps.database.db.select().from(releaseEntries).where(eq(releaseEntries.memberId, bot.member.id));
    expect(held).toHaveLength(RELEASE_MAX_ENTRIES);
    expect(held.map((e) => e.preference).sort((a, b) => a - b)).toEqual(
      Array.from({ length: RELEASE_MAX_ENTRIES }, (_, i) => i + 1),
    );

    // At the cap: a new court-slot is refused, naming none left; one already entered is answered with the entries.
    const entered = held[0] as (typeof held)[number];
    const fresh = cells.find((c) => !held.some((e) => e.timeslotId === c.timeslot && e.courtId === c.court));
    if (!fresh) throw new Error("every cell entered");
    expect((await enter(bot.token, fresh)).data).toMatchObject({ code: "release_entry_cap", params: { left: 0 } });
    const repeat = await enter(bot.token, { timeslot: entered.timeslotId, court: entered.courtId });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.data.entries).toHaveLength(RELEASE_MAX_ENTRIES);

    // Withdrawing one frees a place at once (the refusal just read is not held against them).
    const withdrawn = await t.client().delete(releasePaths.entry("tennis", entered.id), { token: bot.token });
    expect(withdrawn.statusCode).toBe(200);
    const again = await enter(bot.token, fresh);
    expect(again.statusCode).toBe(200);
    expect(again.data.entries).toHaveLength(RELEASE_MAX_ENTRIES);
    expect(again.data.entries.at(-1)).toMatchObject({ court_id: fresh.court, timeslot_id: fresh.timeslot, preference: 9 });
  });
});
