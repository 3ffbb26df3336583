import { fireEvent, screen } from "@testing-library/react";
import type { AxiosRequestConfig } from "axios";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { apiRefusal, openApp, testOrder } from "../../test/booking-harness.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

/** A player's share of a split booking (an order of its own, a child of the booking). */
const share = testOrder({
  order_id: "7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  inv: "P-20261128-SHAR",
  status: "pending",
  sport: "padel",
  parent_order_id: "0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a11",
  lines: [{ kind: "share", description: "Share of booking P-20261128-BOOK", qty: 1, unit_price: 1200, amount: 1200 }],
  total: 1200,
  hold_expires_at: null,
});

/** A guest's order opened from its payment link in a browser that never saw it being made. */
const pending = testOrder({
  order_id: "5d1c3a0e-8f61-4c0b-a6b7-0c2f7d7f9e10",
  inv: "T-20261124-PEND",
  status: "pending",
});

describe("the demo checkout", () => {
  beforeEach(() => {
    get.mockReset();
    queryClient.clear();
    useAuthStore.setState({ user_authenticated: false, user_frontend: null });
    get.mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
      if (url === `/api/payments/demo/${pending.inv}` && config?.params?.key === "k") return { data: pending };
      if (url === `/api/payments/demo/${share.inv}` && config?.params?.key === "k") return { data: share };
      if (url.startsWith("/api/payments/demo/"))
        throw apiRefusal(404, {
          message: `No order ${decodeURIComponent(url.split("/").pop() ?? "")} matches this payment link.`,
        });
      throw new Error(`unexpected GET ${url}`);
    });
  });

  it("shows the order behind the link in any browser, and its Back button says where it goes", async () => {
    const router = openApp(`/pay/${pending.inv}?key=k`);
    expect(await screen.findByRole("cell", { name: "Court 3, 09:00–10:00" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Pay" }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Back to summary" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/guest/summary"));
  });

  it("says there is no such order, with no Pay button and a way on", async () => {
    openApp("/pay/T-BOGUS?key=x");
    const alert = await screen.findByRole("alert", { name: "No order T-BOGUS" });
    expect(alert.textContent).toContain("No order T-BOGUS matches this payment link.");
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
    expect(screen.getByRole("link", { name: "Book a court" }).getAttribute("href")).toBe("/");
  });

  it("brings the payer of a share back to the share's page, paid or not", async () => {
    post.mockResolvedValue({ data: { ...share, status: "paid", paymentlink: null } });
    const router = openApp(`/pay/${share.inv}?key=k`);
    expect(await screen.findByRole("cell", { name: "Share of booking P-20261128-BOOK" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back to the share" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/share/${share.order_id}`));
    expect(router.state.location.search).toBe("?key=k");
    expect(post).toHaveBeenCalledWith(`/api/payments/demo/${share.inv}/pay`, { key: "k" });
  });
});
