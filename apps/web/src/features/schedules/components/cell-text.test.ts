import { describe, expect, it } from "vitest";
import { cellName, cellText, formatShortPrice } from "./cell-text.ts";

const slot = { start: "09:00", end: "10:00" };

describe("what a grid cell shows", () => {
  it("a free court: its price, short (no cents when whole), or Free", () => {
    expect(cellText({ status: "available", price: 1800, chosen: false }, "EUR")).toEqual({ short: "€18", word: "Available" });
    expect(cellText({ status: "available", price: 4125, chosen: false }, "EUR").short).toBe("€41.25");
    expect(formatShortPrice(0, "EUR")).toBe("Free");
  });

  it("a court not for sale: its state, never a price", () => {
    for (const status of ["booked", "held", "closed", "past"] as const) {
      const text = cellText({ status, price: 1800, chosen: false }, "EUR");
      expect(text.short).not.toContain("€");
      expect(cellName("Court 3", slot, { status, price: 1800, chosen: false }, "EUR")).not.toContain("€");
    }
    expect(cellText({ status: "booked", price: 1800, chosen: false }, "EUR")).toEqual({ short: "●", word: "Booked" });
  });

  it("names the court and the time, then the words the cell shows in their order, then what it cannot show", () => {
    expect(cellName("Court 3", slot, { status: "available", price: 1800, chosen: false }, "EUR")).toBe(
      "Court 3, 09:00–10:00: €18, Available",
    );
    expect(cellName("Court 3", slot, { status: "closed", price: 1800, chosen: false }, "EUR")).toBe(
      "Court 3, 09:00–10:00: Closed",
    );
    expect(cellName("Court 3", slot, { status: "available", price: 1800, chosen: true }, "EUR")).toBe(
      "Court 3, 09:00–10:00: Chosen, €18, in your booking",
    );
  });
});
