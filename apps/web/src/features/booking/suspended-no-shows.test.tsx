import { SUSPENDED_NO_SHOWS } from "@courtside/contract";
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

const refusal =
  "Online booking of tennis is suspended after 2 no-shows in the last 30 days: you can book online again from " +
  "Mon 7 Dec 2026. The club's desk can still book a court for you.";

describe("an online order refused after no-shows", () => {
  beforeEach(async () => {
    const challenge = await testChallenge();
    post.mockReset();
    post.mockRejectedValue(apiRefusal(403, { message: refusal, code: SUSPENDED_NO_SHOWS }));
    get.mockReset();
    get.mockImplementation(async (url: string) => {
      if (url.endsWith("/rules/single")) return { data: testRules };
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
    draft.setBilling({ name: "Gina Guest", email: "gina@example.test", phone: "600 555 111" });
  });

  it("says until when, and that the desk can still book, where it stays in view", async () => {
    openApp("/guest/summary");
    fireEvent.click(await screen.findByRole("button", { name: "Reserve and pay" }));
    const alert = await screen.findByRole("alert", { name: "Online booking is suspended" });
    expect(alert.textContent).toContain("you can book online again from Mon 7 Dec 2026");
    expect(alert.textContent).toContain("desk can still book");
    expect(bookingDrafts.tennis.getState().court).toEqual([{ id: 3, name: "Court 3" }]);
  });
});
