import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { uniqueEmail } from "./accounts.ts";
import { guestProof } from "./guest-proof.ts";

/**
 * A facility-local date (Europe/Madrid, the server's default zone) `days` after today. Days +0
 * and +1 are the lived-in demo club's (seeded bookings, a closure of Court 4): specs book from
 * day +2 on, each on days and courts of its own.
 */
export function facilityDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** On a booking home: date, time, courts, then on to the add-ons. */
export async function chooseSlot(page: Page, date: string, time: string, courts: string[]) {
  await page.getByLabel("Date", { exact: true }).selectOption(date);
  // A press that lands while the page re-renders can miss: try again until the time is chosen.
  const slot = page.getByRole("radio", { name: new RegExp(`^${time}`) });
  await expect(async () => {
    await page.locator("label", { hasText: time }).first().click();
    await expect(slot).toBeChecked({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  for (const court of courts) await page.getByRole("checkbox", { name: new RegExp(`^${court}\\b`) }).click();
}

/**
 * The member signed in on `page` books through the pages: the slot on the sport's booking home
 * (`/padel`, `/tennis`), no add-ons, a phone, "Reserve and pay". Answers the order's number as
 * the checkout heading shows it.
 */
export async function reserveAsMember(page: Page, home: string, date: string, time: string, courts: string[]) {
  await page.goto(home);
  await chooseSlot(page, date, time, courts);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${home === "/tennis" ? "" : home}/summary$`));
  await page.getByLabel("Phone").fill("+34 600 123 456");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  const heading = page.getByRole("heading", { name: /^Order [A-Z]-/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? "").replace("Order ", "");
}

/** An app link (absolute, or a path) as the same page in another browser opens it: its path and query. */
export function pathOf(link: string): string {
  const url = new URL(link, "http://localhost");
  return `${url.pathname}${url.search}`;
}

/** Books a court through the API as a guest, as someone else would (own cookies, own XSRF token). */
export async function bookAsSomeoneElse(
  request: APIRequestContext,
  api: string,
  date: string,
  start: string,
  courtName: string,
  email = uniqueEmail("else"),
) {
  await request.get("/api/csrf-cookie");
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const slots: { id: number; start: string }[] = await (await request.get(`/api/${api}/timeslots`)).json();
  const courts: { id: number; name: string }[] = await (await request.get(`/api/${api}/courts`)).json();
  const response = await request.post(`/api/${api}/orders`, {
    headers: {
      "X-XSRF-TOKEN": decodeURIComponent(xsrf),
      "Idempotency-Key": `other-${Date.now()}-${Math.random()}`.replace(/[^A-Za-z0-9_.:-]/g, ""),
    },
    data: {
      date,
      timeslot_id: slots.find((s) => s.start === start)?.id,
      court_ids: [courts.find((c) => c.name === courtName)?.id],
      billing: { name: "Someone Else", email, phone: "600000000" },
      guest: true,
      proof: await guestProof(request),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A signed-in member books one court with no add-ons and pays through the demo checkout;
 * ends on the profile with the booking highlighted. Answers the invoice number.
 */
export async function memberBooksAndPays(page: Page, sport: "tennis" | "padel", date: string, time: string, court: string) {
  const base = sport === "tennis" ? "" : "/padel";
  await page.goto(`/${sport}`);
  await chooseSlot(page, date, time, [court]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/summary$`));
  await page.getByLabel("Phone").fill("+34 600 123 456");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  const heading = page.getByRole("heading", { name: /^Order [TP]-/ });
  await expect(heading).toBeVisible();
  const inv = ((await heading.textContent()) ?? "").replace("Order ", "");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnDemoCheckout(page, inv);
  await expect(page).toHaveURL(/\/profile(-padel)?\?highlight=/);
  return inv;
}

/**
 * Pays on the demo checkout of `inv`. Waits for the checkout's own heading first: while the route
 * changes, the order page's "Pay" button can still be on screen, and a click there does nothing.
 */
export async function payOnDemoCheckout(page: Page, inv: string) {
  await expect(page).toHaveURL(/\/pay\//);
  await expect(page.getByRole("heading", { name: `Invoice ${inv}` })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
}

/** Minutes since midnight in the facility's zone. */
export function madridMinutes(): number {
  const [h, m] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Madrid",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(new Date())
    .split(":")
    .map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
