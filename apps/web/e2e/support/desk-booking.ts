import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "./settings.ts";

/**
 * Books tennis courts at the desk through the API (paid), as another member of staff would:
 * courts a spec needs taken without driving the back office. Answers the order's invoice.
 */
export async function deskBooksTennis(
  request: APIRequestContext,
  booking: { date: string; start: string; courtNames: string[]; guestName: string; keyPrefix: string },
) {
  await request.get("/api/csrf-cookie");
  const xsrf = decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "");
  const login = await request.post("/api/login", {
    headers: { "X-XSRF-TOKEN": xsrf },
    data: { email: "admin@courtside.test", password: DEMO_PASSWORD },
  });
  const token = (await login.json()).token as string;
  const slots: { id: number; start: string }[] = await (await request.get("/api/frontend/timeslots")).json();
  const courts: { id: number; name: string }[] = await (await request.get("/api/frontend/courts")).json();
  const email = `${booking.guestName.toLowerCase().replace(/\W+/g, "-")}@example.org`;
  const booked = await request.post("/api/admin/tennis/bookings", {
    headers: {
      "X-XSRF-TOKEN": xsrf,
      authorization: `Bearer ${token}`,
      "Idempotency-Key": `${booking.keyPrefix}-e2e-${Date.now()}-${Math.random()}`,
    },
    data: {
      date: booking.date,
      timeslot_id: slots.find((s) => s.start === booking.start)?.id,
      court_ids: courts.filter((c) => booking.courtNames.includes(c.name)).map((c) => c.id),
      customer: { guest: { name: booking.guestName, email, phone: "600 000 222" } },
      payment: "paid",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).inv as string;
}
