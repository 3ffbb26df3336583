import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "../../app/provider.tsx";
import { routes } from "../../app/router.tsx";
import { api } from "../../lib/api-client.ts";
import { bookingDrafts } from "../../state/drafts.ts";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const get = vi.mocked(api.get);

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
const rules = {
  total_days: 12,
  hold_minutes: 15,
  cancel_hours: 24,
  max_unpaid_holds: 4,
  release_window_seconds: 0,
  offer_minutes: 15,
  waitlist_limit: 2,
  timezone: "Europe/Madrid",
  currency: "EUR",
};
const slot = { id: 7, start: "23:00", end: "23:59", price_member: 1800, price_guest: 2400 };
const court = { id: 3, name: "Court 3", surface: "Clay", indoor: false, available: true, price: 2400 };

/** The booking home's calls; the court filter fails `failures` times, then answers. */
function serve(failures: number) {
  let left = failures;
  get.mockImplementation(async (url: string) => {
    if (url.endsWith("/rules/single")) return { data: rules };
    if (url.endsWith("/timeslots")) return { data: [slot] };
    if (url.includes("/schedule-courts/")) {
      if (left-- > 0) throw new Error("network down");
      return { data: [court] };
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

describe("the court filter on the booking home", () => {
  beforeEach(() => {
    get.mockReset();
    const draft = bookingDrafts.tennis.getState();
    draft.resetBooking();
    draft.setDate(today);
    draft.setTimeslot({ id: slot.id, start: slot.start, end: slot.end });
    draft.setCourt([{ id: court.id, name: court.name }]);
  });

  it("keeps the courts already chosen when the call fails, says so, and lists them again on retry", async () => {
    serve(1);
    render(
      <AppProvider>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/tennis"] })} />
      </AppProvider>,
    );
    const alert = await screen.findByRole("alert", { name: "The courts could not be loaded" });
    expect(alert.textContent).toContain("Your choice (Court 3) is kept.");
    expect(bookingDrafts.tennis.getState().court).toEqual([{ id: court.id, name: court.name }]);
    expect(bookingDrafts.tennis.getState().filtercourt).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("checkbox", { name: /^Court 3/ })).toBeTruthy();
    expect(bookingDrafts.tennis.getState().court).toEqual([{ id: court.id, name: court.name }]);
  });
});
