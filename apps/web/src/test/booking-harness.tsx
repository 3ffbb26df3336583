import type { Order } from "@courtside/contract";
import { render } from "@testing-library/react";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { AxiosError, AxiosHeaders } from "axios";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProvider } from "../app/provider.tsx";
import { routes } from "../app/router.tsx";

/** The sport's rules as GET /api/{api}/rules/single answers them in the booking tests. */
export const testRules = {
  total_days: 12,
  hold_minutes: 15,
  cancel_hours: 24,
  max_unpaid_holds: 4,
  release_window_seconds: 0,
  offer_minutes: 15,
  waitlist_limit: 2,
  players_per_booking: 4,
  share_deadline_hours: 2,
  timezone: "Europe/Madrid",
  currency: "EUR",
};

/** A guest challenge the browser solves at once (counter 2 of cost 10), signed like the server's. */
export function testChallenge() {
  return createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 10,
    counter: 2,
    deriveKey,
    hmacSignatureSecret: "test-secret",
    data: { expires: 4_102_444_800 },
  });
}

/** What axios throws for an answer in the contract's error shape. */
export function apiRefusal(status: number, body: { message: string; code?: string; errors?: Record<string, string[]> }) {
  const headers = new AxiosHeaders();
  return new AxiosError(body.message, "ERR_BAD_REQUEST", undefined, undefined, {
    status,
    statusText: String(status),
    data: body,
    headers,
    config: { headers },
  });
}

/** The whole app at `path`, as a visitor opens it; answers the router to follow navigation. */
export function openApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** A tennis order on Court 3, 09:00–10:00, €24: the fields a test cares about given in `fields`. */
export function testOrder(fields: Partial<Order> & Pick<Order, "order_id" | "inv" | "status">): Order {
  return {
    sport: "tennis",
    date: "2026-11-24",
    timeslot: { id: 7, start: "09:00", end: "10:00" },
    courts: [{ id: 3, name: "Court 3" }],
    lines: [{ kind: "court", description: "Court 3, 09:00–10:00", qty: 1, unit_price: 2400, amount: 2400 }],
    total: 2400,
    currency: "EUR",
    paymentlink: `/pay/${fields.inv}?key=k`,
    hold_expires_at: "2026-11-24T08:15:00.000Z",
    access_key: "k",
    cancellable_until: "2026-11-23T08:00:00.000Z",
    children: [],
    ...fields,
  };
}
