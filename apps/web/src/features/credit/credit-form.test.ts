import { describe, expect, it } from "vitest";
import { adjustmentOf, creditFormSchema, toCents } from "./credit-form.ts";

describe("the credit adjustment form", () => {
  it.each([
    ["15", 1500],
    ["15.5", 1550],
    ["15,50", 1550],
    ["0.29", 29],
    ["0.07", 7],
  ])("reads %s as %i cents", (typed, cents) => {
    expect(toCents(typed)).toBe(cents);
  });

  it("sends a taken amount as negative cents and trims the reason", () => {
    expect(adjustmentOf({ direction: "take", amount: "12,30", reason: " rained off " })).toEqual({
      amount: -1230,
      reason: "rained off",
    });
    expect(adjustmentOf({ direction: "add", amount: "5", reason: "goodwill" })).toEqual({ amount: 500, reason: "goodwill" });
  });

  it.each(["", "abc", "1.234", "-5", "0", "0.00", "123456"])("refuses the amount %j", (amount) => {
    expect(creditFormSchema.safeParse({ direction: "add", amount, reason: "goodwill" }).success).toBe(false);
  });
});
