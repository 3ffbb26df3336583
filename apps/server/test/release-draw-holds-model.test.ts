import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Attempt, type Entry, runDraw } from "../src/modules/release/draw.ts";
import { type DrawHolds, drawTogether } from "../src/modules/release/draw-holds.ts";
import { drawScenario } from "./support/draw-scenarios.ts";

/**
 * A model of the draw's holds placed together (modules/release/draw-holds.ts) against a pretend
 * club: a court-slot holds one live order; some are booked outside the draw, some persons are
 * refused by their limits, some holds are paid the instant they are placed. Whatever happens,
 * the draw's results are those of the draw run hold by hold, each court-slot is held at most
 * once, and every live hold is a win the draw recorded (or one its member paid at once).
 */
const { person, cell, entries, limits, seed } = drawScenario(["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"]);
const scenario = fc.record({
  entries,
  limits,
  seed,
  taken: fc.uniqueArray(cell, { maxLength: 2 }),
  refused: fc.uniqueArray(person, { maxLength: 2 }),
  payNow: fc.uniqueArray(person, { maxLength: 2 }),
  delays: fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 20 }),
});
type Scenario = {
  entries: Entry[];
  limits: Record<string, number>;
  seed: number;
  taken: string[];
  refused: string[];
  payNow: string[];
  delays: number[];
};

type Hold = { memberId: string; cell: string; status: "pending" | "paid" | "cancelled" };

/** The club: one live hold per court-slot, idempotent by (member, court-slot, pass), answering after a few turns of the event loop. */
function pretendClub(s: Scenario) {
  const holds = new Map<string, Hold>();
  const byKey = new Map<string, string>();
  let calls = 0;
  const pause = async () => {
    for (let i = s.delays[calls++ % s.delays.length] ?? 0; i > 0; i--) await Promise.resolve();
  };
  const live = (h: Hold) => h.status !== "cancelled";
  const club: DrawHolds = {
    async place(memberId, c, pass) {
      await pause();
      const key = `${memberId}|${c}|${pass}`;
      const known = byKey.get(key);
      if (known) return live(holds.get(known) as Hold) ? { attempt: "won", orderId: known } : { attempt: "taken" };
      if (s.refused.includes(memberId)) return { attempt: "refused" };
      if (s.taken.includes(c) || [...holds.values()].some((h) => h.cell === c && live(h))) return { attempt: "taken" };
      const orderId = `o${holds.size + 1}`;
      holds.set(orderId, { memberId, cell: c, status: s.payNow.includes(memberId) ? "paid" : "pending" });
      byKey.set(key, orderId);
      return { attempt: "won", orderId };
    },
    async withdraw(orderId) {
      await pause();
      const hold = holds.get(orderId) as Hold;
      if (hold.status !== "pending") return false;
      hold.status = "cancelled";
      return true;
    },
  };
  return { club, holds };
}

const entrantsOf = (s: Scenario) =>
  [...new Set(s.entries.map((e) => e.memberId))].map((memberId) => ({ memberId, limit: s.limits[memberId] ?? 1 }));

/** The draw one hold after another, as run-draw.ts did before session 18. */
const oneByOne = (s: Scenario) =>
  runDraw(s.entries, entrantsOf(s), s.seed, (memberId, c): Attempt => {
    if (s.refused.includes(memberId)) return "refused";
    return s.taken.includes(c) ? "taken" : "won";
  });

describe("the release draw's holds placed together, as a model", () => {
  it("gives the results of the draw run hold by hold; each court-slot held once; every live hold a recorded win", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { club, holds } = pretendClub(s);
        const { results, orderOf } = await drawTogether({ entries: s.entries, entrants: entrantsOf(s), seed: s.seed }, club);
        const liveHolds = [...holds.entries()].filter(([, h]) => h.status !== "cancelled");
        expect(new Set(liveHolds.map(([, h]) => h.cell)).size).toBe(liveHolds.length);
        const won = results.filter((r) => r.outcome === "won");
        for (const r of won) {
          const orderId = orderOf.get(`${r.memberId}|${r.cell}`) as string;
          expect(holds.get(orderId)).toMatchObject({ memberId: r.memberId, cell: r.cell });
          expect(holds.get(orderId)?.status).not.toBe("cancelled");
        }
        for (const [orderId, h] of liveHolds) {
          const recorded = won.some((r) => orderOf.get(`${r.memberId}|${r.cell}`) === orderId);
          expect(recorded || h.status === "paid").toBe(true);
        }
        // Nobody paid on the spot: exactly the draw run hold by hold, and nothing held beyond its wins.
        if (!s.entries.some((e) => s.payNow.includes(e.memberId))) {
          expect(results).toEqual(await oneByOne(s));
          expect(liveHolds).toHaveLength(won.length);
        }
        // The same draw taken over after it completed (the same keys) answers the same.
        const again = await drawTogether({ entries: s.entries, entrants: entrantsOf(s), seed: s.seed }, club);
        expect(again.results).toEqual(results);
      }),
      { numRuns: 400 },
    );
  });
});
