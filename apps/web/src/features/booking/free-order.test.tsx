import type { Order } from "@courtside/contract";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "../../app/provider.tsx";
import { routes } from "../../app/router.tsx";
import { api } from "../../lib/api-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { useOrderAttempts } from "../../state/order-attempts.ts";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const post = vi.mocked(api.post);
const get = vi.mocked(api.get);

/** The server's answer for a booking that costs nothing: already paid, no payment link. */
const freeOrder: Order = {
  order_id: "0b0f7c2e-1b7e-4a55-9a51-3e0c1c3e5a11",
  inv: "T-20261124-FREE",
  status: "paid",
  sport: "tennis",
  date: "2026-11-24",
  timeslot: { id: 7, start: "09:00", end: "10:00" },
  courts: [{ id: 3, name: "Court 3" }],
  lines: [{ kind: "court", description: "Court 3, 09:00–10:00", qty: 1, unit_price: 0, amount: 0 }],
  total: 0,
  currency: "EUR",
  paymentlink: null,
  hold_expires_at: "2026-11-22T10:15:00.000Z",
  access_key: "guest-access-key",
  cancellable_until: "2026-11-23T08:00:00.000Z",
  children: [],
};

describe("a booking that costs nothing", () => {
  beforeEach(() => {
    post.mockReset();
    post.mockResolvedValue({ data: freeOrder });
    get.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url.endsWith("/rules/single")) {
        return { data: { total_days: 12, hold_minutes: 15, cancel_hours: 24, timezone: "Europe/Madrid", currency: "EUR" } };
      }
      if (url.includes(`/orders/${freeOrder.order_id}`)) return { data: freeOrder };
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
    const router = createMemoryRouter(routes, { initialEntries: ["/guest/summary"] });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Reserve and pay" }));
    await screen.findByRole("heading", { level: 1, name: "Booking completed" });
    expect(router.state.location.pathname).toBe("/guest/booking-completed");
    expect(await screen.findByRole("heading", { name: `Invoice ${freeOrder.inv}` })).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    // The attempt is over and the draft reset, as after any payment.
    expect(useOrderAttempts.getState().completed.tennis?.order_id).toBe(freeOrder.order_id);
    expect(useOrderAttempts.getState().idempotencyKey.tennis).toBeUndefined();
    expect(bookingDrafts.tennis.getState().court).toEqual([]);
  });
});
