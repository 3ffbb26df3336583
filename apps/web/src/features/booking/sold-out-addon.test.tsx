import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { useOrderAttempts } from "../../state/order-attempts.ts";
import { apiRefusal, openApp, testChallenge, testRules } from "../../test/booking-harness.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const post = vi.mocked(api.post);
const get = vi.mocked(api.get);

const soldOut = "Ball machine is sold out for Tue 24 Nov 2026, 09:00.";

describe("an add-on sold out while reserving", () => {
  beforeEach(async () => {
    const challenge = await testChallenge();
    post.mockReset();
    post.mockRejectedValue(apiRefusal(409, { message: soldOut, code: "addon_sold_out", errors: { addons2: [soldOut] } }));
    get.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url.endsWith("/rules/single")) {
        return { data: testRules };
      }
      if (url === "/api/guest-challenge") return { data: challenge };
      throw new Error(`unexpected GET ${url}`);
    });
    useAuthStore.setState({ user_authenticated: false, user_frontend: null, guest: true });
    useOrderAttempts.setState({ idempotencyKey: {}, current: {}, completed: {} });
    const draft = bookingDrafts.tennis.getState();
    draft.resetBooking();
    draft.resetPayment();
    draft.setDate("2026-11-24");
    draft.setTimeslot({ id: 7, start: "09:00", end: "10:00" });
    draft.setCourt([{ id: 3, name: "Court 3" }]);
    draft.setAddons(2, [{ addon_id: 9, qty: 1, name: "Ball machine", price: 1500 }]);
    draft.setBilling({ name: "Gina Guest", email: "gina@example.test", phone: "600 555 111" });
  });

  it("names the add-on, keeps the court, and leads back to the add-ons", async () => {
    const router = openApp("/guest/summary");
    fireEvent.click(await screen.findByRole("button", { name: "Reserve and pay" }));
    const alert = await screen.findByRole("alert", { name: "An add-on is sold out" });
    expect(alert.textContent).toContain(soldOut);
    expect(screen.queryByText("That court was just taken")).toBeNull();
    expect(bookingDrafts.tennis.getState().court).toEqual([{ id: 3, name: "Court 3" }]);

    fireEvent.click(screen.getByRole("button", { name: "Change add-ons" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/addon"));
  });
});
