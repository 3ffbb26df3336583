import type { AdminBookingRow } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { AxiosRequestConfig } from "axios";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { DeskDayPlayers } from "./desk-day-players.tsx";

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn(), post: vi.fn() } }));
const get = vi.mocked(api.get);

const DATE = "2026-12-02";
const row = (over: Partial<AdminBookingRow>): AdminBookingRow => ({
  order_id: "00000000-0000-4000-8000-000000000001",
  inv: "T-20261127-AAAA",
  sport: "tennis",
  status: "paid",
  refund_due: false,
  parent_order_id: null,
  parent_inv: null,
  kind: "booking",
  date: DATE,
  timeslot: { id: 1, start: "18:00", end: "19:00" },
  courts: [{ id: 1, name: "Court 1" }],
  customer: { name: "Ana Owner", email: "ana@example.test", phone: null },
  customer_type: "member",
  channel: "online",
  total: 1800,
  refunded: 0,
  currency: "EUR",
  created_at: "2026-11-27T10:00:00.000Z",
  paid_at: "2026-11-27T10:00:00.000Z",
  players: [],
  ...over,
});

function serve(paid: AdminBookingRow[], pending: AdminBookingRow[]) {
  get.mockImplementation(async (_url: string, config?: AxiosRequestConfig) => {
    const data = config?.params?.status === "pending" ? pending : paid;
    return { data: { data, meta: { page: 1, per_page: 200, total: data.length, last_page: 1 } } };
  });
}

function renderDay() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <DeskDayPlayers sport="tennis" date={DATE} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => get.mockReset());

describe("who plays on the desk's day", () => {
  it("lists the day's bookings by time with their booker and players, held ones marked, without extras or shares", async () => {
    serve(
      [
        row({ order_id: "00000000-0000-4000-8000-000000000002", inv: "T-2", timeslot: { id: 2, start: "19:00", end: "20:00" } }),
        row({ players: ["Lucía Fernández", "Javier Morales"] }),
        row({
          order_id: "00000000-0000-4000-8000-000000000009",
          inv: "T-9",
          parent_order_id: "x",
          customer: { name: "A share", email: "", phone: null },
        }),
      ],
      [
        row({
          order_id: "00000000-0000-4000-8000-000000000003",
          inv: "T-3",
          customer: { name: "Hal Held", email: "h@x", phone: null },
          status: "pending",
          timeslot: { id: 3, start: "08:00", end: "09:00" },
        }),
      ],
    );
    renderDay();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "08:00–09:00Court 1Hal Held (held, not paid)No players added",
      "18:00–19:00Court 1Ana OwnerLucía Fernández, Javier Morales",
      "19:00–20:00Court 1Ana OwnerNo players added",
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole("link", { name: "Ana Owner" })
        .getAttribute("href"),
    ).toBe("/admin/orders/00000000-0000-4000-8000-000000000001");
    expect(get).toHaveBeenCalledWith("/api/admin/tennis/bookings", {
      params: { from: DATE, to: DATE, status: "paid", sort: "date_asc", per_page: 200 },
    });
  });

  it("says when nothing is booked", async () => {
    serve([], []);
    renderDay();
    expect(await screen.findByText("No court is booked on this day.")).toBeTruthy();
  });
});
