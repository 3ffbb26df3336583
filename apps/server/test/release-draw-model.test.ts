import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Attempt, type Entry, type Result, runDraw, shuffledPersons } from "../src/modules/release/draw.ts";
import { drawScenario } from "./support/draw-scenarios.ts";

/**
 * A model of entries and draws (modules/release/draw.ts, pure): any entries, limits, seed and
 * answers from the world (a court-slot taken outside the draw, a person refused by their plan)
 * give a valid assignment; the draw is a function of its inputs; and persons, not entries, are
 * what is weighed.
 */
const { person, cell, entries, limits, seed } = drawScenario(["p1", "p2", "p3", "p4", "p5", "p6"]);
const scenario = fc.record({
  entries,
  limits,
  seed,
  taken: fc.uniqueArray(cell, { maxLength: 3 }),
  refused: fc.uniqueArray(person, { maxLength: 2 }),
});

type Scenario = { entries: Entry[]; limits: Record<string, number>; seed: number; taken: string[]; refused: string[] };

function draw(s: Scenario, entries = s.entries): Promise<Result[]> {
  const entrants = [...new Set(entries.map((e) => e.memberId))].map((memberId) => ({ memberId, limit: s.limits[memberId] ?? 1 }));
  return runDraw(entries, entrants, s.seed, (memberId, c): Attempt => {
    if (s.refused.includes(memberId)) return "refused";
    return s.taken.includes(c) ? "taken" : "won";
  });
}

describe("the release draw, as a model", () => {
  it("assigns each court-slot at most once, nobody beyond their limit, honouring preferences, the same every time", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const results = await draw(s);
        // Every entry has exactly one result.
        expect(results.map((r) => `${r.memberId}|${r.cell}`).sort()).toEqual(
          s.entries.map((e) => `${e.memberId}|${e.cell}`).sort(),
        );
        const won = results.filter((r) => r.outcome === "won");
        expect(new Set(won.map((r) => r.cell)).size).toBe(won.length);
        for (const r of won) {
          expect(s.taken).not.toContain(r.cell);
          expect(s.refused).not.toContain(r.memberId);
        }
        const wins = (m: string) => won.filter((r) => r.memberId === m).length;
        for (const m of new Set(s.entries.map((e) => e.memberId))) expect(wins(m)).toBeLessThanOrEqual(s.limits[m] ?? 1);
        // A court-slot a person preferred to one they won was taken or went to someone else.
        for (const r of won) {
          const mine = s.entries.filter((e) => e.memberId === r.memberId);
          const wonPref = mine.find((e) => e.cell === r.cell)?.preference ?? 0;
          for (const better of mine.filter((e) => e.preference < wonPref)) {
            const outcome = results.find((x) => x.memberId === r.memberId && x.cell === better.cell)?.outcome;
            const elsewhere = won.some((w) => w.cell === better.cell) || s.taken.includes(better.cell);
            expect(outcome === "won" || elsewhere).toBe(true);
          }
        }
        // A free court-slot somebody entered for, nobody refused, is not left unassigned while its entrant had room.
        for (const e of s.entries) {
          if (s.taken.includes(e.cell) || s.refused.includes(e.memberId) || won.some((w) => w.cell === e.cell)) continue;
          expect(wins(e.memberId)).toBe(s.limits[e.memberId] ?? 1);
        }
        // A function of (entries, seed, answers): again, and with the entries in another order, the same.
        expect(await draw(s)).toEqual(results);
        expect(await draw(s, [...s.entries].reverse())).toEqual(results);
      }),
      { numRuns: 300 },
    );
  });

  it("weighs persons, not entries: twenty entries give no better chance at a court-slot than one", async () => {
    const many: Entry[] = Array.from({ length: 20 }, (_, i) => ({ memberId: "many", cell: `1:${i + 1}`, preference: i + 1 }));
    const one: Entry[] = [{ memberId: "one", cell: "1:1", preference: 1 }];
    let oneWins = 0;
    const seeds = 2000;
    for (let seed = 0; seed < seeds; seed++) {
      const results = await runDraw(
        [...many, ...one],
        [
          { memberId: "many", limit: 1 },
          { memberId: "one", limit: 1 },
        ],
        seed,
        () => "won",
      );
      if (results.some((r) => r.memberId === "one" && r.outcome === "won")) oneWins++;
    }
    // Both want court-slot 1:1 first; each is drawn first half the time.
    expect(oneWins / seeds).toBeGreaterThan(0.45);
    expect(oneWins / seeds).toBeLessThan(0.55);
  });

  it("shuffles persons the same way from the same seed, and every order about as often", () => {
    expect(shuffledPersons(["c", "a", "b"], 42)).toEqual(shuffledPersons(["b", "c", "a", "a"], 42));
    const firsts = new Map<string, number>();
    for (let seed = 0; seed < 3000; seed++) {
      const first = shuffledPersons(["a", "b", "c"], seed)[0] as string;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const who of ["a", "b", "c"]) expect(firsts.get(who)).toBeGreaterThan(900);
  });
});
