import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectedScore, rateMatch } from "../src/modules/levels/rating.ts";

const level = fc.integer({ min: 100, max: 700 });
const team = fc.array(level, { minLength: 1, maxLength: 2 });

describe("the rating rule (Elo over team averages)", () => {
  it("moves evenly matched teams by 0.10 each way", () => {
    expect(
      rateMatch(
        [
          [350, 350],
          [350, 350],
        ],
        0,
      ),
    ).toEqual([
      [360, 360],
      [340, 340],
    ]);
  });

  it("moves a favourite little for a win and much for a loss", () => {
    // One level stronger: expected to win 76 %.
    expect(expectedScore([450], [350])).toBeCloseTo(0.76, 2);
    expect(
      rateMatch(
        [
          [450, 450],
          [350, 350],
        ],
        0,
      ),
    ).toEqual([
      [455, 455],
      [345, 345],
    ]);
    expect(
      rateMatch(
        [
          [450, 450],
          [350, 350],
        ],
        1,
      ),
    ).toEqual([
      [435, 435],
      [365, 365],
    ]);
  });

  it("judges a team by its average, and moves its players alike", () => {
    expect(
      rateMatch(
        [
          [200, 500],
          [350, 350],
        ],
        0,
      ),
    ).toEqual([
      [210, 510],
      [340, 340],
    ]);
  });

  it("keeps levels on the scale", () => {
    expect(rateMatch([[700], [100]], 0)).toEqual([[700], [100]]);
    expect(rateMatch([[100], [700]], 1)).toEqual([[100], [700]]);
    expect(rateMatch([[695], [695]], 0)[0]).toEqual([700]);
  });

  it("always: winners never lose, losers never gain, what one side gains the other loses (within the scale), by at most 0.20", () => {
    fc.assert(
      fc.property(team, team, fc.constantFrom(0 as const, 1 as const), (a, b, winner) => {
        const [newA, newB] = rateMatch([a, b], winner);
        const deltaA = newA.map((l, i) => l - (a[i] as number));
        const deltaB = newB.map((l, i) => l - (b[i] as number));
        for (const d of winner === 0 ? deltaA : deltaB) expect(d).toBeGreaterThanOrEqual(0);
        for (const d of winner === 0 ? deltaB : deltaA) expect(d).toBeLessThanOrEqual(0);
        for (const l of [...newA, ...newB]) expect(l >= 100 && l <= 700).toBe(true);
        for (const d of [...deltaA, ...deltaB]) expect(Math.abs(d)).toBeLessThanOrEqual(20);
        const unclamped = [...newA, ...newB].every((l) => l > 100 && l < 700);
        if (unclamped) expect(Math.abs(deltaA[0] as number)).toBe(Math.abs(deltaB[0] as number));
      }),
    );
  });
});
