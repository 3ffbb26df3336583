import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { useOrderAttempts } from "../../state/order-attempts.ts";
import { apiRefusal, openApp, testOrder } from "../../test/booking-harness.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const post = vi.mocked(api.post);
const get = vi.mocked(api.get);

/** A guest's order whose hold lapsed before they paid. */
const lapsed = testOrder({
  order_id: "0b0f7c2e-1b7e-4a55-9a51-3e0c1c3e5a12",
  inv: "T-20261124-LAPS",
  status: "expired",
  hold_expires_at: "2026-11-22T10:15:00.000Z",
});

const openCheckout = () => openApp(`/pay/${lapsed.inv}?key=k`);

describe("paying after the hold lapsed", () => {
  beforeEach(() => {
    post.mockReset();
    get.mockReset();
    queryClient.clear();
    get.mockImplementation(async (url: string) => {
      if (url === `/api/payments/demo/${lapsed.inv}`) return { data: lapsed };
      throw new Error(`unexpected GET ${url}`);
    });
    useOrderAttempts.setState({ idempotencyKey: {}, current: {}, completed: {} });
    useOrderAttempts.getState().setCurrent({ sport: "tennis", order_id: lapsed.order_id, inv: lapsed.inv, access_key: "k" });
    const draft = bookingDrafts.tennis.getState();
    draft.resetBooking();
    draft.setDate("2026-11-24");
    draft.setTimeslot({ id: 7, start: "09:00", end: "10:00" });
    draft.setCourt([{ id: 3, name: "Court 3" }]);
    draft.setInv(lapsed.inv);
  });

  it("offers Pay, which holds the courts again when they are still free", async () => {
    post.mockResolvedValue({ data: { ...lapsed, status: "paid", paymentlink: null } });
    const router = openCheckout();
    expect(await screen.findByText(/Your hold lapsed\. Pay now and we hold the courts again/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    await screen.findByRole("heading", { level: 1, name: "Booking confirmed" });
    expect(router.state.location.pathname).toBe("/guest/booking-completed");
  });

  it("says why when the courts were taken meanwhile, and books again with the draft kept", async () => {
    post.mockRejectedValue(
      apiRefusal(409, {
        message: "Court 3 was booked by someone else while your hold had lapsed. Your payment will be refunded.",
      }),
    );
    const router = openCheckout();
    fireEvent.click(await screen.findByRole("button", { name: "Pay" }));
    const alert = await screen.findByRole("alert", { name: "Payment failed" });
    expect(alert.textContent).toContain("Court 3 was booked by someone else");
    expect((screen.getByRole("button", { name: "Pay" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Book again" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/tennis"));
    const draft = bookingDrafts.tennis.getState();
    expect(draft.inv).toBeNull();
    expect(draft.court).toEqual([{ id: 3, name: "Court 3" }]);
    expect(useOrderAttempts.getState().current.tennis).toBeUndefined();
  });
});
