import type { ShareView } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { BalanceDue } from "./balance-due.tsx";

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn(), post: vi.fn() } }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const fell = (id: string, inv: string, name: string, amount: number): ShareView => ({
  share_id: id,
  sport: "padel",
  inv,
  state: "owner_pays",
  amount,
  currency: "EUR",
  name,
  owner_name: "Olga Owner",
  booking_status: "paid",
  date: "2026-11-28",
  timeslot: { start: "14:30", end: "16:00" },
  courts: [{ id: 1, name: "Padel 1" }],
  deadline: "2026-11-28T11:30:00.000Z",
  payable: true,
  you: true,
  paid_at: null,
  paymentlink: null,
  key: `key-of-${id}-0123456789`,
});

/** Renders the balance due over the given GET answers; answers its query client. */
function renderIt(due: ShareView[], balance: number): QueryClient {
  get.mockImplementation(async (url: string) => {
    if (url === "/api/shares/balance-due") return { data: due };
    if (url === "/api/credit/me") return { data: { balance, currency: "EUR", expiring: [], entries: [] } };
    throw new Error(`unexpected GET ${url}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BalanceDue />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe("the balance due on the profile", () => {
  it("lists each share that fell to the member with its booking, a card link, and club credit where it covers it", async () => {
    renderIt([fell("s-1", "P-26-0101", "Javier Morales", 1200), fell("s-2", "P-26-0102", "Gina Invited", 9000)], 5000);
    const first = await screen.findByRole("article", { name: "Share P-26-0101, yours to pay" });
    expect(first.textContent).toContain("Javier Morales's share: €12.00");
    expect(first.textContent).toContain("Padel 1");
    expect(screen.getByRole("link", { name: "Pay by card: share P-26-0101" }).getAttribute("href")).toBe(
      "/share/s-1?key=key-of-s-1-0123456789",
    );
    // €50 of credit covers the first (€12), not the second (€90).
    const credit = await screen.findByRole("button", { name: "Pay with club credit: share P-26-0101" });
    expect(screen.queryByRole("button", { name: "Pay with club credit: share P-26-0102" })).toBeNull();
    expect(screen.getByRole("link", { name: "Pay by card: share P-26-0102" })).toBeTruthy();

    post.mockResolvedValueOnce({ data: {} });
    fireEvent.click(credit);
    await waitFor(() => expect(post).toHaveBeenCalledWith("/api/credit/orders/s-1/pay", { use: "all" }));
  });

  it("is absent when nothing fell to the member", async () => {
    const client = renderIt([], 0);
    // Answered, not merely asked: the empty answer is what renders nothing (a pending query does too).
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.state.status),
    ).toContain("success");
    expect(screen.queryByRole("heading", { name: "Balance due" })).toBeNull();
  });
});
