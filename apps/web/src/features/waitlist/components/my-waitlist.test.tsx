import type { MyWaitlist } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { testRules } from "../../../test/booking-harness.tsx";
import { wallTimeWithSeconds } from "../../release/components/draw-clock.ts";
import { MyWaitlist as MyWaitlistSection } from "./my-waitlist.tsx";

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn(), delete: vi.fn() } }));
vi.mock("../../../components/confirm.tsx", () => ({ confirmDialog: vi.fn(async () => "ok") }));
const get = vi.mocked(api.get);
const del = vi.mocked(api.delete);

const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
const base = { date: "2026-12-05", start_time: "18:00", end_time: "19:00", joined_at: "2026-11-23T06:00:00.000Z" };
const tennis: MyWaitlist = {
  limit: 2,
  offer_minutes: 15,
  entries: [
    {
      ...base,
      id: 1,
      timeslot_id: 7,
      courts: [{ id: 2, name: "Court 2" }],
      status: "offered",
      place: null,
      offer: {
        order_id: "o-1",
        inv: "T-1",
        court_name: "Court 2",
        expires_at: expiresAt,
        payment_link: "http://club.test/pay/T-1?key=k",
      },
    },
    {
      ...base,
      id: 2,
      timeslot_id: 8,
      start_time: "19:00",
      end_time: "20:00",
      courts: [],
      status: "waiting",
      place: 2,
      offer: null,
    },
    {
      ...base,
      id: 3,
      timeslot_id: 6,
      start_time: "17:00",
      end_time: "18:00",
      courts: [],
      status: "lapsed",
      place: null,
      offer: null,
    },
  ],
};
const none: MyWaitlist = { limit: 2, offer_minutes: 15, entries: [] };

function show(lists: { tennis: MyWaitlist; padel: MyWaitlist }) {
  get.mockReset().mockImplementation(async (url: string) => {
    if (url === "/api/frontend/waitlist") return { data: lists.tennis };
    if (url === "/api/frontend_padel/waitlist") return { data: lists.padel };
    return { data: testRules };
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <MyWaitlistSection sport="tennis" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  del.mockReset().mockResolvedValue({ data: none });
});

describe("the member's waitlist on the profile", () => {
  it("puts a court held for them first, in a live region: until when, a countdown, pay in the app, decline", async () => {
    show({ tennis, padel: none });
    const until = wallTimeWithSeconds(expiresAt, testRules.timezone).slice(0, 5);
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status.textContent).toContain(`Court 2 is held for you until ${until}`));
    expect(status.textContent).toMatch(/(9:5\d|10:00) left to pay/);
    expect(screen.getByRole("link", { name: "Pay to take it: Court 2 at 18:00" }).getAttribute("href")).toBe("/pay/T-1?key=k");
    fireEvent.click(screen.getByRole("button", { name: "Decline: Court 2 at 18:00" }));
    await waitFor(() => expect(del).toHaveBeenCalledWith("/api/frontend/waitlist/1"));
  });

  it("lists each place in line with its courts, place and status; Leave only while waiting", async () => {
    show({ tennis, padel: none });
    const list = await screen.findByRole("list", { name: "Your places in line" });
    expect(list.textContent).toContain("Any court · 2nd in line");
    expect(list.textContent).toContain("Waiting");
    expect(list.textContent).toContain("Offer ran out");
    expect(screen.getAllByRole("button", { name: /^Leave the line/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: /^Leave the line/ }));
    await waitFor(() => expect(del).toHaveBeenCalledWith("/api/frontend/waitlist/2"));
  });

  it("says how to join when the member waits for nothing, and is absent when no sport keeps a waitlist", async () => {
    show({ tennis: none, padel: none });
    expect(await screen.findByText(/You are not waiting for any court/)).toBeTruthy();
  });

  it("is absent when no sport keeps a waitlist", async () => {
    show({ tennis: { ...none, limit: 0 }, padel: { ...none, limit: 0 } });
    await waitFor(() => expect(get).toHaveBeenCalledWith("/api/frontend_padel/waitlist"));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole("heading", { name: "Waitlist" })).toBeNull();
  });
});
