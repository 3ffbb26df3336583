import type { AdminOrderDetail } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { apiRefusal } from "../../../test/booking-harness.tsx";
import { RefundPartPanel } from "./refund-part-panel.tsx";

vi.mock("../../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
vi.mock("../../../components/confirm.tsx", () => ({ confirmDialog: vi.fn(async () => "ok") }));
vi.mock("../outcome-toast.ts", () => ({ outcomeToast: vi.fn() }));
const post = vi.mocked(api.post);

const money = { card: 0, desk: 0, credit: 0 };
/** A member's paid order of two courts at €18 (€36 by card), nothing refunded yet. */
const order = {
  order_id: "0b6f3c9e-1111-4000-8000-000000000001",
  inv: "T-20261124-AB12",
  sport: "tennis",
  status: "paid",
  currency: "EUR",
  total: 3600,
  member: { id: "m1", name: "Mia Member", email: "mia@example.test" },
  lines: [
    {
      id: 11,
      kind: "court",
      description: "Court 1, Tue 24 Nov 18:00",
      qty: 1,
      unit_price: 1800,
      amount: 1800,
      refunded_at: null,
    },
    {
      id: 12,
      kind: "court",
      description: "Court 2, Tue 24 Nov 18:00",
      qty: 1,
      unit_price: 1800,
      amount: 1800,
      refunded_at: null,
    },
  ],
  paid_total: 3600,
  refunded_total: 0,
  refund_left: 3600,
  paid_by: { ...money, card: 3600 },
  refunded_to: money,
  actions: { cancel: true, mark_paid: false, resend_confirmation: true, move: true, no_show: false, refund_part: true },
} as unknown as AdminOrderDetail;

function renderPanel(o: AdminOrderDetail = order) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RefundPartPanel order={o} onRefused={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("RefundPartPanel", () => {
  beforeEach(() => post.mockReset());

  it("refunds chosen lines as club credit, with the reason and an Idempotency-Key", async () => {
    post.mockRejectedValueOnce(new Error("stop here"));
    renderPanel();
    fireEvent.click(screen.getByText("Chosen lines"));
    fireEvent.click(screen.getByLabelText("Court 2, Tue 24 Nov 18:00 · €18.00"));
    fireEvent.click(screen.getByLabelText("Club credit"));
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: "Court 2 flooded" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund part" }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body, config] = post.mock.calls[0] ?? [];
    expect(url).toBe(`/api/admin/orders/${order.order_id}/refunds`);
    expect(body).toEqual({ lines: [12], to: "credit", reason: "Court 2 flooded" });
    expect((config as { headers: Record<string, string> }).headers["Idempotency-Key"]).toMatch(/.{16,}/);
  });

  it("sends an amount in cents and shows the server's refusal under its field", async () => {
    post.mockRejectedValueOnce(
      apiRefusal(422, {
        message: "At most €36.00 is left.",
        errors: { amount: ["At most €36.00 is left to refund of this order."] },
      }),
    );
    renderPanel();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: "12.5" } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: "Goodwill" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund part" }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toEqual({ amount: 1250, to: "payment", reason: "Goodwill" });
    expect(await screen.findByText("At most €36.00 is left to refund of this order.")).toBeTruthy();
  });

  it("is not offered when nothing may be refunded, and offers no credit to a guest", () => {
    renderPanel({ ...order, actions: { ...order.actions, refund_part: false } });
    expect(screen.queryByRole("button", { name: "Refund part" })).toBeNull();
    renderPanel({ ...order, member: null });
    expect(screen.queryByLabelText("Club credit")).toBeNull();
  });
});
