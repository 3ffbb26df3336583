import { ownerSignIn, signIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, test } from "./support/test.ts";

for (const [email, landing, heading] of [
  ["admin@courtside.test", "/admin/bookings", "Tennis bookings"],
  ["padel-admin@courtside.test", "/admin/padel/bookings", "Padel bookings"],
] as const) {
  test(`an administrator (${email}) lands on ${landing} by type_web`, async ({ page }) => {
    await page.goto("/admin/login");
    await expectNoAxeViolations(page, "admin login");
    await signIn(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expectNoAxeViolations(page, "admin bookings");
    // From the public pages the header leads back to the administrator's own back office.
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Back office" }).click();
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
  });
}

test("administrator sign-out clears only administrator state; admin pages then send to /admin/login", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await ownerSignIn(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const state = await page.evaluate(() => ({
    token: localStorage.getItem("authToken"),
    auth: JSON.parse(localStorage.getItem("courtside-auth") ?? "{}").state,
  }));
  expect(state.token).toBeNull();
  expect(state.auth.authenticated).toBe(false);
  expect(state.auth.user).toBeFalsy();
  expect(state.auth.user_frontend?.email).toBe("member@courtside.test");

  await page.goto("/admin/padel/bookings");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a wrong administrator password shows the message and stays on the page", async ({ page }) => {
  await page.goto("/admin/login");
  await signIn(page, "admin@courtside.test", "not-the-password");
  await expect(page.getByText("These credentials do not match our records.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("staff signed in see it on the public pages: Back office and Sign out, not Sign in @phone", async ({ page }) => {
  await page.goto("/admin/login");
  await signIn(page, "padel-admin@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/padel\/bookings$/);
  await page.goto("/padel");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Back office" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expectNoAxeViolations(page, "public page with staff signed in");
  await nav.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out of the back office.")).toBeVisible();
  await expect(page).toHaveURL(/\/padel$/);
  await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Back office" })).toHaveCount(0);
});
