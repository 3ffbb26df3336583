import type { MyRelease } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { wallTimeWithSeconds } from "./draw-clock.ts";
import { DrawResult } from "./draw-result.tsx";

const entry = {
  id: 1,
  preference: 1,
  timeslot_id: 3,
  court_id: 4,
  court_name: "Padel 4",
  start_time: "20:30",
  end_time: "22:00",
};
const drawn: MyRelease = {
  date: "2026-12-05",
  phase: "drawn",
  opens_at: "2026-11-23T06:00:00.000Z",
  closes_at: "2026-11-23T06:01:00.000Z",
  max_entries: 8,
  changes_left: 20,
  max_wins: 1,
  entries: [{ ...entry, outcome: "lost" }],
  wins: [],
  still_free: [{ timeslot_id: 2, court_id: 1, court_name: "Padel 1", start_time: "19:00", end_time: "20:30" }],
};

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn(), post: vi.fn() } }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const noWaitlist = { limit: 2, offer_minutes: 15, entries: [] };
const inLine = {
  ...noWaitlist,
  entries: [
    {
      id: 9,
      date: "2026-12-05",
      timeslot_id: 3,
      start_time: "20:30",
      end_time: "22:00",
      courts: [{ id: 4, name: "Padel 4" }],
      status: "waiting",
      place: 2,
      joined_at: "2026-11-23T06:02:00.000Z",
      offer: null,
    },
  ],
};

beforeEach(() => {
  get.mockReset().mockResolvedValue({ data: noWaitlist });
  post.mockReset().mockResolvedValue({ data: inLine });
});

const show = (release: MyRelease) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <DrawResult sport="padel" release={release} timezone="Europe/Madrid" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe("a draw's result for a member", () => {
  it("says they were not drawn and what is still free", () => {
    show(drawn);
    expect(screen.getByText("Not drawn this time")).toBeTruthy();
    expect(screen.getByText("Still free, first come: Padel 1 at 19:00.")).toBeTruthy();
  });

  it("names the court-slot won, the hold's deadline in the facility's time, and pays in the app", () => {
    show({
      ...drawn,
      entries: [{ ...entry, outcome: "won" }],
      wins: [
        {
          order_id: "o1",
          inv: "P-1",
          court_name: "Padel 4",
          start_time: "20:30",
          status: "pending",
          hold_expires_at: "2026-11-23T06:16:00.000Z",
          payment_link: "http://club.test/pay/P-1?key=k",
        },
      ],
    });
    expect(screen.getByText("You won Padel 4 at 20:30")).toBeTruthy();
    expect(screen.getByText(/pay by 07:16 \(P-1\)/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay for Padel 4 at 20:30" }).getAttribute("href")).toBe("/pay/P-1?key=k");
  });

  it("lets a member who was not drawn wait for that court-slot, and says their place once in line", async () => {
    show(drawn);
    fireEvent.click(await screen.findByRole("button", { name: "Join the waitlist for Padel 4 at 20:30" }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith("/api/frontend_padel/waitlist", { date: "2026-12-05", timeslot_id: 3, court_ids: [4] }),
    );
    expect(await screen.findByText(/On the waitlist for Padel 4 at 20:30: 2nd in line/)).toBeTruthy();
  });

  it("offers no waitlist when the sport keeps none", async () => {
    get.mockResolvedValue({ data: { ...noWaitlist, limit: 0 } });
    show(drawn);
    await waitFor(() => expect(get).toHaveBeenCalledWith("/api/frontend_padel/waitlist"));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole("button", { name: /Join the waitlist/ })).toBeNull();
  });

  it("tells a draw's closing time to the second", () => {
    expect(wallTimeWithSeconds("2026-11-23T06:01:00.000Z", "Europe/Madrid")).toBe("07:01:00");
  });
});
