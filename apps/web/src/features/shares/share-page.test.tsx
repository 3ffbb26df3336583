import type { ShareView } from "@courtside/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { AxiosRequestConfig } from "axios";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { apiRefusal, openApp, testRules } from "../../test/booking-harness.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const SHARE = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const KEY = "share-key-0123456789";
const payable: ShareView = {
  share_id: SHARE,
  sport: "padel",
  inv: "P-26-0100",
  state: "unpaid",
  amount: 1200,
  currency: "EUR",
  name: "Javier Morales",
  owner_name: "Olga Owner",
  booking_status: "paid",
  date: "2026-11-28",
  timeslot: { start: "14:30", end: "16:00" },
  courts: [{ id: 1, name: "Padel 1" }],
  deadline: "2026-11-28T11:30:00.000Z",
  payable: true,
  you: false,
  paid_at: null,
  paymentlink: null,
  key: KEY,
};
const member = {
  id: "m-1",
  name: "Javier Morales",
  email: "javier.morales@example.com",
  phone: null,
  booking_reminders: true,
  locale: "en" as const,
  created_at: "2026-01-01T00:00:00.000Z",
};

/** The share as its link shows it (`view`; `you` when `owes`), and to the member who owes it without a key too. */
function serve(view: ShareView, { owes = false, balance = 0 } = {}) {
  get.mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    if (url.endsWith("/rules/single")) return { data: testRules };
    if (url === `/api/shares/${SHARE}`) {
      if (config?.params?.key === KEY || (!config?.params?.key && owes)) return { data: { ...view, you: owes } };
      throw apiRefusal(404, { message: "No such share: open the link from the mail again." });
    }
    if (url === "/api/credit/me") return { data: { balance, currency: "EUR", expiring: [], entries: [] } };
    throw apiRefusal(404, { message: `nothing at ${url}` });
  });
}

const open = (key: string | null = KEY) => openApp(`/share/${SHARE}${key ? `?key=${key}` : ""}`);

describe("a share's page", () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    queryClient.clear();
    useAuthStore.setState({ user_authenticated: false, user_frontend: null });
  });

  it("shows the booking and the amount, and pays by card through the share's checkout, signed out", async () => {
    serve(payable);
    const router = open();
    expect(await screen.findByRole("heading", { level: 2, name: "Javier Morales's share · P-26-0100" })).toBeTruthy();
    expect(screen.getByText("Olga Owner")).toBeTruthy();
    expect(screen.getByText("Padel 1")).toBeTruthy();
    expect(screen.getByText(/^Pay it by .+: after that the share falls to Olga Owner\.$/)).toBeTruthy();
    // Signed out: no club credit, and nobody asks whether it is theirs.
    expect(screen.queryByRole("button", { name: /club credit/ })).toBeNull();

    post.mockResolvedValueOnce({ data: { ...payable, paymentlink: `http://localhost:3000/pay/P-26-0100?key=${KEY}` } });
    fireEvent.click(screen.getByRole("button", { name: "Pay €12.00 by card" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/P-26-0100"));
    expect(router.state.location.search).toBe(`?key=${KEY}`);
    expect(post).toHaveBeenCalledWith(`/api/shares/${SHARE}/checkout`, { key: KEY });
  });

  it("offers the member who owes it their club credit, and shows it paid after", async () => {
    useAuthStore.setState({ user_authenticated: true, user_frontend: member });
    serve(payable, { owes: true, balance: 5000 });
    open();
    const credit = await screen.findByRole("button", { name: "Pay with club credit (€50.00 available)" });
    serve({ ...payable, state: "paid", payable: false }, { owes: true, balance: 3800 });
    post.mockResolvedValueOnce({ data: { order_id: SHARE } });
    fireEvent.click(credit);
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/api/credit/orders/${SHARE}/pay`, { use: "all" }));
    expect(await screen.findByRole("status", { name: "Paid" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /by card/ })).toBeNull();
  });

  it("says when the share waits for the owner to pay theirs, with no way to pay yet", async () => {
    serve({ ...payable, payable: false, booking_status: "pending" });
    open();
    expect(
      await screen.findByText("This share is payable once Olga Owner has paid their share and the booking is confirmed."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /by card/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Look again" })).toBeTruthy();
  });

  it("tells the player a share that fell to the owner is the owner's to pay now", async () => {
    serve({ ...payable, state: "owner_pays" });
    open();
    expect(await screen.findByText("This share was not paid by the deadline: Olga Owner now pays it.")).toBeTruthy();
    expect(screen.getByText("Falls to the owner")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /by card/ })).toBeNull();
  });

  it("lets the owner a share fell to pay it", async () => {
    useAuthStore.setState({ user_authenticated: true, user_frontend: { ...member, name: "Olga Owner" } });
    serve({ ...payable, state: "owner_pays" }, { owes: true });
    open();
    expect(await screen.findByText("This share was not paid by the deadline: it is yours to pay now.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay €12.00 by card" })).toBeTruthy();
  });

  it("says a paid share is paid, with no way to pay it again", async () => {
    serve({ ...payable, state: "paid", payable: false });
    open();
    expect((await screen.findByRole("status", { name: "Paid" })).textContent).toContain("This share is paid. Thank you!");
    expect(screen.queryByRole("button", { name: /by card/ })).toBeNull();
  });

  it("says a refunded share went back to whoever paid it", async () => {
    serve({ ...payable, state: "refunded", payable: false, booking_status: "refunded" });
    open();
    expect((await screen.findByRole("status", { name: "Nothing to pay" })).textContent).toContain(
      "This booking was cancelled: the share was refunded to whoever paid it.",
    );
  });

  it("says the server's refusal when the share was paid meanwhile, and reads it again", async () => {
    serve(payable);
    open();
    const pay = await screen.findByRole("button", { name: "Pay €12.00 by card" });
    serve({ ...payable, state: "paid", payable: false });
    post.mockRejectedValueOnce(apiRefusal(409, { message: "This share is paid already.", code: "share_not_payable" }));
    fireEvent.click(pay);
    expect((await screen.findByRole("alert", { name: "Not paid" })).textContent).toContain("This share is paid already.");
    expect(await screen.findByRole("status", { name: "Paid" })).toBeTruthy();
  });

  it("says a broken link names no share, with the way home and no retry", async () => {
    serve(payable);
    open("not-the-key");
    const alert = await screen.findByRole("alert", { name: "No such share" });
    expect(alert.textContent).toContain("No such share: open the link from the mail again.");
    expect(screen.getByRole("link", { name: "Club home" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
