import type { MyRelease } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { type DrawPick, ReleaseDrawPanel } from "./release-draw-panel.tsx";

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const put = vi.mocked(api.put);

const entered = {
  id: 7,
  preference: 1,
  timeslot_id: 3,
  court_id: 4,
  court_name: "Court 4",
  start_time: "19:00",
  end_time: "20:00",
  outcome: null,
};
const open: MyRelease = {
  date: "2026-12-05",
  phase: "open",
  opens_at: "2026-11-28T06:00:00.000Z",
  closes_at: "2099-11-28T06:01:00.000Z",
  max_entries: 8,
  changes_left: 19,
  max_wins: 1,
  entries: [entered],
  wins: [],
  still_free: [],
};
const pick: DrawPick = { timeslotId: 3, courtId: 2, label: "Court 2, 19:00" };

const show = (release: MyRelease, picks: DrawPick[] = [pick], onPicksChange = vi.fn()) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ReleaseDrawPanel sport="tennis" date="2026-12-05" release={release} picks={picks} onPicksChange={onPicksChange} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => {
  put.mockReset().mockResolvedValue({ data: { ...open, entries: [entered, { ...entered, id: 8, preference: 2, court_id: 2 }] } });
});

describe("entering the release draw", () => {
  it("sends the entries already in, then the new picks, as the one list the member now has", async () => {
    const onPicksChange = vi.fn();
    show(open, [pick], onPicksChange);
    fireEvent.click(screen.getByRole("button", { name: "Enter the draw" }));
    await waitFor(() => expect(onPicksChange).toHaveBeenCalledWith([]));
    expect(put).toHaveBeenCalledWith("/api/frontend/release-entries", {
      date: "2026-12-05",
      court_slots: [
        { timeslot_id: 3, court_id: 4 },
        { timeslot_id: 3, court_id: 2 },
      ],
    });
  });

  it("says how many changes are left once few remain, and offers none once they are spent", () => {
    const { unmount } = show({ ...open, changes_left: 2 });
    expect(screen.getByText("You can change your entries 2 more times in this draw.")).toBeTruthy();
    unmount();
    show({ ...open, changes_left: 0 });
    expect(screen.getByText("You have changed your entries as often as one draw allows: they stay as they are.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Enter the draw" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: /Withdraw/ })).toBeNull();
  });
});
