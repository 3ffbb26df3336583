import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./settings.ts";

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}@example.test`;

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function registerMember(page: Page, name: string, email: string, password: string) {
  await page.goto("/register");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Signs out from the profile through the confirmation dialog. */
export async function signOutFromProfile(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  const dialog = page.getByRole("dialog");
  // A click landing while the profile's sections re-render can be lost: click again until the dialog asks.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Sign out" }).click({ timeout: 2000 });
    await expect(dialog.getByRole("button", { name: "Stay signed in" })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await dialog.getByRole("button", { name: "Sign out" }).click();
  // Signed out once the token is gone: a page opened before that still counts as signed in.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
}

/** Signs the demo owner in to the back office (they land on the bookings list). */
export async function ownerSignIn(page: Page) {
  await page.goto("/admin/login");
  await signIn(page, "admin@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/bookings$/);
}

/**
 * A new member signed in, in a browser of their own (its own address, so per-address limits
 * see another device), at phone (390 px) or desktop width.
 */
export async function memberInOwnBrowser(browser: Browser, name: string, phone: boolean, address: string, emailPrefix: string) {
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  const page = await context.newPage();
  await registerMember(page, name, uniqueEmail(emailPrefix), `${emailPrefix}-pass-1`);
  return { context, page };
}
