import { describe, expect, it } from "vitest";
import { createOrderAttemptsStore } from "./order-attempts.ts";

const ref = { sport: "tennis" as const, order_id: "o-1", inv: "T-1", access_key: null };

describe("order attempts", () => {
  it("keeps one Idempotency-Key per attempt and sport until the attempt ends", () => {
    const store = createOrderAttemptsStore(`attempts-${Math.random()}`);
    const first = store.getState().keyFor("tennis");
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{16,128}$/);
    expect(store.getState().keyFor("tennis")).toBe(first);
    expect(store.getState().keyFor("padel")).not.toBe(first);
    store.getState().endAttempt("tennis");
    expect(store.getState().keyFor("tennis")).not.toBe(first);
  });

  it("finds current and completed orders by invoice number and survives a reload", () => {
    const key = `attempts-${Math.random()}`;
    const store = createOrderAttemptsStore(key);
    store.getState().setCurrent(ref);
    expect(store.getState().findByInv("T-1")).toEqual(ref);
    store.getState().complete(ref);
    expect(store.getState().current.tennis).toBeUndefined();
    expect(createOrderAttemptsStore(key).getState().findByInv("T-1")).toEqual(ref);
    expect(store.getState().findByInv("nope")).toBeNull();
  });

  it("keeps extra add-on orders apart from the booking attempt", () => {
    const store = createOrderAttemptsStore(`attempts-${Math.random()}`);
    const key = store.getState().keyFor("tennis");
    store.getState().setCurrent(ref);
    const extra = { sport: "tennis" as const, order_id: "o-2", inv: "T-2", access_key: "k" };
    store.getState().setExtra(extra);
    expect(store.getState().findByInv("T-2")).toEqual(extra);
    store.getState().completeExtra(extra);
    expect(store.getState().findByInv("T-2")).toBeNull();
    expect(store.getState().current.tennis).toEqual(ref);
    expect(store.getState().keyFor("tennis")).toBe(key);
  });

  it("keeps one Idempotency-Key per extras attempt and booking, across a reload, until the attempt made its order", () => {
    const storage = `attempts-${Math.random()}`;
    const store = createOrderAttemptsStore(storage);
    const first = store.getState().extraKeyFor("booking-1");
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{16,128}$/);
    expect(store.getState().extraKeyFor("booking-1")).toBe(first);
    expect(createOrderAttemptsStore(storage).getState().extraKeyFor("booking-1")).toBe(first);
    expect(store.getState().extraKeyFor("booking-2")).not.toBe(first);
    expect(store.getState().keyFor("tennis")).not.toBe(first);
    store.getState().endExtraAttempt("booking-1");
    expect(store.getState().extraKeyFor("booking-1")).not.toBe(first);
  });
});
