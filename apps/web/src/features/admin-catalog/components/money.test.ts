import { timeslotFieldsSchema } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { moneyField, optionalCount, optionalMoneyField, toMajorInput } from "./money.ts";

const price = moneyField(timeslotFieldsSchema.shape.price_member);
const weekend = optionalMoneyField(timeslotFieldsSchema.shape.weekend_price_member);
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("money typed in major units", () => {
  it("sends minor units, with a dot or a comma, without floating-point drift", () => {
    expect(price.parse("12.50")).toBe(1250);
    expect(price.parse(" 12,5 ")).toBe(1250);
    expect(price.parse("0.29")).toBe(29);
    expect(price.parse("40")).toBe(4000);
  });

  it("answers with the contract's messages for a negative or missing price, and its own for a malformed one", () => {
    expect(messages(price.safeParse("-5"))).toEqual(["A price cannot be negative."]);
    expect(messages(price.safeParse(""))).toEqual(["Enter a price."]);
    expect(messages(price.safeParse("12.505"))).toEqual(["The price must be a number, like 12.50."]);
    expect(messages(price.safeParse("12a"))).toEqual(["The price must be a number, like 12.50."]);
    expect(messages(weekend.safeParse("abc"))).toEqual(["The price must be a number, like 12.50."]);
    expect(messages(price.safeParse("100000.01"))).toEqual(["That price is too high."]);
  });

  it("turns a blank optional price into null and shows minor units back as major", () => {
    expect(weekend.parse("")).toBeNull();
    expect(weekend.parse("31")).toBe(3100);
    expect(toMajorInput(3100)).toBe("31.00");
    expect(toMajorInput(null)).toBe("");
  });

  it("reads a blank stock as unlimited and refuses what is not a whole number", () => {
    const stock = optionalCount(timeslotFieldsSchema.shape.weekend_price_guest, "the stock");
    expect(stock.parse("")).toBeNull();
    expect(stock.parse("7")).toBe(7);
    expect(messages(stock.safeParse("2.5"))).toEqual(["The stock must be a whole number."]);
    expect(messages(stock.safeParse("ten"))).toEqual(["The stock must be a whole number."]);
  });
});
