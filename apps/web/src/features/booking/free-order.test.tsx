import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { useOrderAttempts } from "../../state/order-attempts.ts";
import { openApp, testChallenge, testOrder, testRules } from "../../test/booking-harness.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const post = vi.mocked(api.post);
const get = vi.mocked(api.get);

/** The server's answer for a booking that costs nothing: already paid, no payment link. */
const freeOrder = testOrder({
  order_id: "0b0f7c2e-1b7e-4a55-9a51-3e0c1c3e5a11",
  inv: "T-20261124-FREE",
  status: "paid",
  lines: [{ kind: "court", description: "Court 3, 09:00–10:00", qty: 1, unit_price: 0, amount: 0 }],
  total: 0,
  paymentlink: null,
  hold_expires_at: "2026-11-22T10:15:00.000Z",
  access_key: "guest-access-key",
});

describe("a booking that costs nothing", () => {
  beforeEach(async () => {
    // A guest's order carries a solved proof of work; the browser solves the server's challenge.
    const challenge = await testChallenge();
    post.mockReset();
    post.mockResolvedValue({ data: freeOrder });
    get.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url.endsWith("/rules/single")) {
        return { data: testRules };
      }
      if (url.includes(`/orders/${freeOrder.order_id}`)) return { data: freeOrder };
      if (url === "/api/guest-challenge") return { data: challenge };
      throw new Error(`unexpected GET ${url}`);
    });
    useAuthStore.setState({ user_authenticated: false, user_frontend: null, guest: true });
    useOrderAttempts.setState({ idempotencyKey: {}, current: {}, completed: {} });
    const draft = bookingDrafts.tennis.getState();
    draft.resetBooking();
    draft.setDate("2026-11-24");
    draft.setTimeslot({ id: 7, start: "09:00", end: "10:00" });
    draft.setCourt([{ id: 3, name: "Court 3" }]);
    draft.setBilling({ name: "Gina Guest", email: "gina@example.test", phone: "600 555 111" });
  });

  it("goes from Reserve and pay straight to the completion page: no payment step", async () => {
    const router = openApp("/guest/summary");
    fireEvent.click(await screen.findByRole("button", { name: "Reserve and pay" }));
    await screen.findByRole("heading", { level: 1, name: "Booking confirmed" });
    expect(router.state.location.pathname).toBe("/guest/booking-completed");
    expect(await screen.findByRole("heading", { name: `Invoice ${freeOrder.inv}` })).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ guest: true, proof: { solution: { counter: 2 } } });
    // The attempt is over and the draft reset, as after any payment.
    expect(useOrderAttempts.getState().completed.tennis?.order_id).toBe(freeOrder.order_id);
    expect(useOrderAttempts.getState().idempotencyKey.tennis).toBeUndefined();
    expect(bookingDrafts.tennis.getState().court).toEqual([]);
  });
});
