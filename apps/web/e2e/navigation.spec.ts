import { signIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, test } from "./support/test.ts";

test("an unknown path answers 404 and shows the error page @phone", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page, "error page");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page, "landing");
});

test("a signed-out visitor on a member page signs in and comes back to it", async ({ page }) => {
  await page.goto("/change-password");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/change-password$/);
});

test("a signed-in member is sent from guest pages to the profile and from the auth step to the summary", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  for (const guestPage of ["/login", "/register", "/forgot-password", "/guest/summary", "/padel/guest/booking-completed"]) {
    await page.goto(guestPage);
    await expect(page, guestPage).toHaveURL(/\/profile$/);
  }
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/summary$/);
  await page.goto("/padel/auth");
  await expect(page).toHaveURL(/\/padel\/summary$/);
});

test("signing in from the padel auth step lands on the padel summary", async ({ page }) => {
  await page.goto("/padel/auth");
  await expectNoAxeViolations(page, "padel auth step");
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\?booking=padel$/);
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/padel\/summary$/);
});

test("the booking pages of both sports render their headings by keyboard @phone", async ({ page }) => {
  await page.goto("/");
  // The rendered page, not the static shell the HTML paints first (app-shell.ts).
  await page.locator("main:not(.app-shell-main) h1").waitFor();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /skip to/i })).toBeFocused();
  for (const [path, heading] of [
    ["/tennis", "Book tennis"],
    ["/padel", "Book padel"],
    ["/court-schedules-tennis", /schedules/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
