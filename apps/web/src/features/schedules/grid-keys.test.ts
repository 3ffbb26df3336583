import { describe, expect, it } from "vitest";
import { isActivationKey, nextGridPosition } from "./grid-keys.ts";

const size = { rows: 15, cols: 6 };

describe("day grid keyboard navigation", () => {
  it("moves one cell with the arrow keys", () => {
    expect(nextGridPosition({ row: 2, col: 2 }, "ArrowRight", size)).toEqual({ row: 2, col: 3 });
    expect(nextGridPosition({ row: 2, col: 2 }, "ArrowLeft", size)).toEqual({ row: 2, col: 1 });
    expect(nextGridPosition({ row: 2, col: 2 }, "ArrowDown", size)).toEqual({ row: 3, col: 2 });
    expect(nextGridPosition({ row: 2, col: 2 }, "ArrowUp", size)).toEqual({ row: 1, col: 2 });
  });

  it("stops at the edges instead of wrapping", () => {
    expect(nextGridPosition({ row: 0, col: 0 }, "ArrowUp", size)).toEqual({ row: 0, col: 0 });
    expect(nextGridPosition({ row: 0, col: 0 }, "ArrowLeft", size)).toEqual({ row: 0, col: 0 });
    expect(nextGridPosition({ row: 14, col: 5 }, "ArrowDown", size)).toEqual({ row: 14, col: 5 });
    expect(nextGridPosition({ row: 14, col: 5 }, "ArrowRight", size)).toEqual({ row: 14, col: 5 });
  });

  it("jumps with Home, End, Ctrl+Home, Ctrl+End and the page keys", () => {
    expect(nextGridPosition({ row: 4, col: 3 }, "Home", size)).toEqual({ row: 4, col: 0 });
    expect(nextGridPosition({ row: 4, col: 3 }, "End", size)).toEqual({ row: 4, col: 5 });
    expect(nextGridPosition({ row: 4, col: 3 }, "Home", size, true)).toEqual({ row: 0, col: 0 });
    expect(nextGridPosition({ row: 4, col: 3 }, "End", size, true)).toEqual({ row: 14, col: 5 });
    expect(nextGridPosition({ row: 12, col: 1 }, "PageDown", size)).toEqual({ row: 14, col: 1 });
    expect(nextGridPosition({ row: 3, col: 1 }, "PageUp", size)).toEqual({ row: 0, col: 1 });
  });

  it("ignores other keys and empty grids", () => {
    expect(nextGridPosition({ row: 0, col: 0 }, "a", size)).toBeNull();
    expect(nextGridPosition({ row: 0, col: 0 }, "ArrowDown", { rows: 0, cols: 0 })).toBeNull();
    expect(isActivationKey("Enter")).toBe(true);
    expect(isActivationKey(" ")).toBe(true);
    expect(isActivationKey("Tab")).toBe(false);
  });
});
