import type { DaySchedule, MyWaitlist } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { apiRefusal } from "../../../test/booking-harness.tsx";
import { JoinWaitlistPanel } from "./join-waitlist-panel.tsx";

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn(), post: vi.fn() } }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const slot = { id: 7, start: "18:00", end: "19:00", price_member: 1500, price_guest: 1800 };
const courts = [1, 2, 3].map((id) => ({ id, name: `Court ${id}` })) as DaySchedule["courts"];
const day = (statuses: DaySchedule["cells"][number]["status"][]): DaySchedule => ({
  date: "2026-12-05",
  courts,
  timeslots: [slot],
  cells: statuses.map((status, i) => ({ court_id: i + 1, timeslot_id: 7, status, price: 1500 })),
});
const empty: MyWaitlist = { limit: 2, offer_minutes: 15, entries: [] };
const waiting: MyWaitlist = {
  ...empty,
  entries: [
    {
      id: 5,
      date: "2026-12-05",
      timeslot_id: 7,
      start_time: "18:00",
      end_time: "19:00",
      courts: [],
      status: "waiting",
      place: 2,
      joined_at: "2026-11-23T06:00:00.000Z",
      offer: null,
    },
  ],
};

function show(props: { schedule: DaySchedule; signedIn?: boolean; myWaitlist?: MyWaitlist; court?: number }) {
  const onBook = vi.fn();
  get.mockReset().mockResolvedValue({ data: props.myWaitlist ?? empty });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <MemoryRouter initialEntries={["/court-schedules-tennis?date=2026-12-05"]}>
          <JoinWaitlistPanel
            sport="tennis"
            schedule={props.schedule}
            target={{ court: courts[(props.court ?? 2) - 1] as DaySchedule["courts"][number], timeslot: slot }}
            signedIn={props.signedIn ?? true}
            guestLimit={2}
            offerMinutes={15}
            onBook={onBook}
            onClose={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onBook };
}

beforeEach(() => {
  post.mockReset().mockResolvedValue({ data: waiting });
});

describe("joining the waitlist from the day grid", () => {
  it("with every court taken: any court, or only the one chosen; then the member's place", async () => {
    show({ schedule: day(["booked", "held", "closed"]) });
    expect(screen.getByRole("heading", { name: "All courts are taken at 18:00" })).toBe(document.activeElement);
    fireEvent.click(await screen.findByRole("button", { name: "Join the waitlist" }));
    await waitFor(() => expect(post).toHaveBeenCalledWith("/api/frontend/waitlist", { date: "2026-12-05", timeslot_id: 7 }));
    expect(await screen.findByText("You are on the waitlist for any court at 18:00: 2nd in line.")).toBeTruthy();
  });

  it("only the court chosen", async () => {
    show({ schedule: day(["booked", "booked", "booked"]) });
    fireEvent.click(await screen.findByRole("button", { name: "Only Court 2" }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith("/api/frontend/waitlist", { date: "2026-12-05", timeslot_id: 7, court_ids: [2] }),
    );
  });

  it("with another court free: waits for this court, or books the free one", async () => {
    const { onBook } = show({ schedule: day(["booked", "booked", "available"]) });
    expect(screen.getByRole("heading", { name: "Court 2 is taken at 18:00" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Join the waitlist for Court 2" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join the waitlist" })).toBeNull();
    expect(screen.getByText("Court 3 is free at 18:00: book it instead of waiting.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Book Court 3" }));
    expect(onBook).toHaveBeenCalledWith(courts[2], slot, 1500);
  });

  it("shows the server's refusal", async () => {
    post.mockRejectedValue(
      apiRefusal(409, { message: "Court 2 is free at Sat 5 Dec 2026, 18:00: book it instead of waiting.", code: "court_free" }),
    );
    show({ schedule: day(["booked", "booked", "booked"]) });
    fireEvent.click(await screen.findByRole("button", { name: "Only Court 2" }));
    expect((await screen.findByRole("alert")).textContent).toContain("book it instead of waiting");
  });

  it("says the member's place when they already wait for the time", async () => {
    show({ schedule: day(["booked", "booked", "booked"]), myWaitlist: waiting });
    expect((await screen.findByRole("status")).textContent).toContain("2nd in line");
    expect(screen.queryByRole("button", { name: "Join the waitlist" })).toBeNull();
  });

  it("asks a guest to sign in, coming back to the grid", () => {
    show({ schedule: day(["booked", "booked", "booked"]), signedIn: false });
    expect(get).not.toHaveBeenCalled();
    const link = screen.getByRole("link", { name: "Sign in to join the waitlist" });
    expect(link.getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/court-schedules-tennis?date=2026-12-05")}`);
  });
});
