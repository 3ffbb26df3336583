import { describe, expect, it } from "vitest";
import { countdownWords } from "./countdown.ts";

describe("countdownWords", () => {
  it.each([
    [2 * 86_400_000 + 3 * 3_600_000 + 59_000, "in 2 d 3 h"],
    [2 * 3_600_000 + 13 * 60_000 + 1, "in 2 h 13 min"],
    [12 * 60_000 + 30_000, "in 12 min"],
    [4 * 60_000 + 5_000, "in 4 min 05 s"],
    [12_000, "in 12 s"],
    [1, "in 1 s"],
    [-5, "in 0 s"],
  ])("%d ms reads %s", (ms, words) => {
    expect(countdownWords(ms)).toBe(words);
  });
});
