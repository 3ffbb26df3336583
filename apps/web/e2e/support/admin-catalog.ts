import { randomBytes } from "node:crypto";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { signIn } from "./accounts.ts";
import { DEMO_PASSWORD, E2E_BASE_URL } from "./settings.ts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** A name no other test (or run of this one) uses. */
export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex").toUpperCase()}`;

let session: Promise<StorageState> | undefined;

/**
 * The tennis administrator signed in once per worker; tests start from the saved browser
 * state, so the shared login rate limit (per address) is not spent on every test.
 */
export function adminStorageState(browser: Browser): Promise<StorageState> {
  session ??= (async () => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto("/admin/login");
    await signIn(page, "admin@courtside.test", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    const state = await context.storageState();
    await context.close();
    return state;
  })();
  return session;
}

/** Calls the API from the page's browser context: its cookies, its XSRF token, and the administrator's token unless `asGuest`. */
export async function callApi(page: Page, method: "POST" | "PUT" | "DELETE", url: string, data?: unknown, asGuest = false) {
  const state = await page.context().storageState();
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === "authToken")?.value;
  const idempotencyKey = `e2e-${randomBytes(8).toString("hex")}`;
  const send = async () => {
    await page.request.get("/api/csrf-cookie");
    const xsrf = (await page.context().cookies(page.url().startsWith("http") ? page.url() : undefined)).find(
      (c) => c.name === "XSRF-TOKEN",
    )?.value;
    const headers: Record<string, string> = { "X-XSRF-TOKEN": decodeURIComponent(xsrf ?? "") };
    if (token && !asGuest) headers.Authorization = `Bearer ${token}`;
    // Calls that need one (online orders, desk bookings, refunds) get one key per call.
    if (/\/(orders|bookings|refunds)$/.test(url)) headers["Idempotency-Key"] = idempotencyKey;
    return page.request.fetch(url, { method, headers, data });
  };
  // The open page shares the cookie jar: once in a while its own traffic replaces the XSRF cookie
  // between our read and our call (419). Asking again then is what the web app's client does too.
  let response = await send();
  if (response.status() === 419) response = await send();
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : response.json();
}

/** A tennis court of the test's own (added through the back-office API), so no other spec's bookings meet it. */
export async function ownTennisCourt(page: Page, prefix: string): Promise<{ id: number; name: string }> {
  return callApi(page, "POST", "/api/admin/tennis/courts", { name: uniqueName(prefix), surface: "Clay", indoor: false });
}

/** The cell of the public tennis grid for a court (by name) and a start time. */
export function gridCell(page: Page, court: string, start: string) {
  return page.locator(`td[aria-label^="${court}, ${start}–"]`);
}
