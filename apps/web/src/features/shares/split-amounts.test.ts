import { describe, expect, it } from "vitest";
import { sharePagePath, splitAmounts } from "./split-amounts.ts";

describe("equal shares, as the server splits them", () => {
  it("gives every player the same whole cents and the owner the odd ones", () => {
    expect(splitAmounts(4800, 3)).toEqual({ each: 1200, owner: 1200 });
    expect(splitAmounts(1000, 2)).toEqual({ each: 333, owner: 334 });
    expect(splitAmounts(3601, 3)).toEqual({ each: 900, owner: 901 });
    // The shares always add up to the total.
    for (const [total, players] of [
      [999, 1],
      [1001, 5],
      [7, 6],
    ] as const) {
      const { each, owner } = splitAmounts(total, players);
      expect(each * players + owner).toBe(total);
      expect(owner - each).toBeLessThan(players + 1);
    }
  });

  it("leaves it all to the owner when nobody plays with them", () => {
    expect(splitAmounts(2400, 0)).toEqual({ each: 2400, owner: 2400 });
  });
});

describe("a share's link", () => {
  it("is followed in-app by its path and key", () => {
    expect(sharePagePath("http://club.example/share/abc?key=k1", "http://localhost")).toBe("/share/abc?key=k1");
    expect(sharePagePath("/share/abc?key=k1", "http://localhost")).toBe("/share/abc?key=k1");
  });
});
