import type { AuditEntry } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { orderKinds } from "./order-kinds.ts";

const ctx = { currency: "EUR" };
const before = { inv: "T-20261124-AB12", courts: ["Court 3"], date: "2026-11-24", start: "18:00", end: "19:00" };
const moved = (after: Record<string, unknown>) =>
  orderKinds["order.move"].says(
    { before, after: { ...before, courts: ["Court 4"], date: "2026-11-28", ...after } } as unknown as AuditEntry,
    ctx,
  );

describe("a move's audit sentence", () => {
  it("says how the price was settled or that it was kept", () => {
    expect(moved({ by: "staff", price: "kept", difference: 0 })).toBe(
      "moved booking T-20261124-AB12 from Court 3, Tue 24 Nov 18:00 to Court 4, Sat 28 Nov 18:00, price kept as booked",
    );
    expect(moved({ by: "staff", price: "settled", difference: 1200, difference_order: "T-20261122-CD34" })).toContain(
      ", €12.00 more to pay (T-20261122-CD34)",
    );
    expect(moved({ by: "member", price: "settled", difference: -900 })).toBe(
      "moved booking T-20261124-AB12 for the member (in their profile) from Court 3, Tue 24 Nov 18:00 to Court 4, Sat 28 Nov 18:00, €9.00 refunded",
    );
  });
});
