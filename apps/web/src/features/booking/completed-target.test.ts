import { describe, expect, it } from "vitest";
import type { OrderRef } from "../../state/order-attempts.ts";
import { completedTarget } from "./completed-target.ts";

const done: OrderRef = { sport: "padel", order_id: "o-1", inv: "P-1", access_key: "k-1" };

describe("completedTarget", () => {
  it("takes the mail link's order and key", () => {
    expect(completedTarget(new URLSearchParams("order=o-2&key=k%202"), done)).toEqual({
      orderId: "o-2",
      key: "k 2",
      inv: null,
    });
  });
  it("falls back to the order paid in this browser", () => {
    expect(completedTarget(new URLSearchParams(""), done)).toEqual({ orderId: "o-1", key: "k-1", inv: "P-1" });
  });
  it("uses the stored key when the link is the same order without one", () => {
    expect(completedTarget(new URLSearchParams("order=o-1"), done)).toEqual({ orderId: "o-1", key: "k-1", inv: "P-1" });
  });
  it("has nothing to show without either", () => {
    expect(completedTarget(new URLSearchParams(""), null)).toBeNull();
  });
});
