import type { Member, Order, Sport } from "@courtside/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { openApp, testRules } from "../../test/booking-harness.tsx";
import { addDays, todayIn } from "../schedules/index.ts";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const get = vi.mocked(api.get);

const member: Member = {
  id: "m1",
  name: "Mia Member",
  email: "mia@club.test",
  phone: null,
  booking_reminders: true,
  locale: "en",
  created_at: "2026-01-01",
};
const inDays = (days: number) => addDays(todayIn("Europe/Madrid"), days);
const booking = (sport: Sport, inv: string, days: number, status: Order["status"] = "paid"): Order => ({
  order_id: `00000000-0000-4000-8000-${inv.replace(/\D/g, "").padStart(12, "0")}`,
  inv,
  status,
  sport,
  date: inDays(days),
  timeslot: { id: 1, start: "10:00", end: "11:00" },
  courts: [{ id: 1, name: sport === "tennis" ? "Court 1" : "Padel 1" }],
  lines: [],
  total: 2400,
  currency: "EUR",
  paymentlink: null,
  hold_expires_at: null,
  children: [],
});
const tennis = [booking("tennis", "T-1", 2), booking("tennis", "T-2", 3, "refunded")];
const padel = [booking("padel", "P-3", 1)];

const listed = (name: string) =>
  within(screen.getByRole("region", { name }))
    .queryAllByRole("article")
    .map((card) => card.getAttribute("aria-label"));

describe("a member's bookings on the profile", () => {
  beforeEach(() => {
    get.mockReset();
    queryClient.clear();
    useAuthStore.setState({ user_authenticated: true, user_frontend: member, authenticated: false, user: null });
    get.mockImplementation(async (url: string) => {
      if (url === "/api/frontend/my-orders") return { data: tennis };
      if (url === "/api/frontend_padel/my-orders") return { data: padel };
      if (url.endsWith("/rules/single")) return { data: testRules };
      if (url.includes("calendar-feed")) return { data: { active: false, created_at: null } };
      if (url.startsWith("/api/frontend/user/")) return { data: member };
      throw new Error(`unexpected GET ${url}`);
    });
  });

  it("opens /profile on tennis, with a refunded booking under Past and cancelled, and All lists both sports", async () => {
    openApp("/profile");
    await screen.findByRole("heading", { level: 2, name: "Upcoming bookings" });
    expect(listed("Upcoming bookings")).toEqual(["Booking T-1"]);
    expect(listed("Past and cancelled bookings")).toEqual(["Booking T-2"]);

    fireEvent.click(screen.getByRole("radio", { name: "All" }));
    expect(listed("Upcoming bookings")).toEqual(["Booking P-3", "Booking T-1"]);
    expect(screen.getByText(/^Padel · /)).toBeTruthy();
  });

  it("opens /profile-padel on padel first", async () => {
    openApp("/profile-padel");
    await screen.findByRole("heading", { level: 2, name: "Upcoming bookings" });
    expect(listed("Upcoming bookings")).toEqual(["Booking P-3"]);
    expect((screen.getByRole("radio", { name: "Padel" }) as HTMLInputElement).checked).toBe(true);
  });
});
