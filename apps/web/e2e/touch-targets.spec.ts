import { signIn } from "./support/accounts.ts";
import { chooseSlot, facilityDate } from "./support/booking.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, type Page, test } from "./support/test.ts";
import { MIN_TARGET_PX, smallTargets } from "./support/touch-targets.ts";

test.use({ viewport: { width: 390, height: 844 } });

const expectTouchSized = async (page: Page, state: string) =>
  expect(await smallTargets(page), `targets below ${MIN_TARGET_PX} px on ${state}`).toEqual([]);

test("every tappable thing on a guest's booking pages is at least 44 × 44 px at 390 px @phone", async ({ page }) => {
  await page.goto(`/court-schedules-tennis?date=${facilityDate(4)}`);
  await expect(page.getByRole("gridcell").first()).toBeVisible();
  await expectTouchSized(page, "court schedules");

  await page.goto("/tennis");
  await chooseSlot(page, facilityDate(4), "15:00–16:00", []);
  await expect(page.getByRole("checkbox").first()).toBeVisible();
  await expectTouchSized(page, "booking home with times and courts");
  await page.getByRole("checkbox").and(page.locator(":enabled")).first().click();

  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /quantity$/ }).first()).toBeVisible();
  await expectTouchSized(page, "add-on step");

  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectTouchSized(page, "auth step");

  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/guest\/summary$/);
  await expect(page.getByRole("button", { name: "Reserve and pay" })).toBeVisible();
  await expectTouchSized(page, "guest summary");
});

test("a member's summary and the header are touch-sized at 390 px @phone", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile/);
  await page.goto("/padel");
  await chooseSlot(page, facilityDate(4), "16:00–17:30", []);
  await page.getByRole("checkbox").and(page.locator(":enabled")).first().click();
  await page.getByRole("button", { name: "Skip add-ons" }).click();
  await expect(page).toHaveURL(/\/padel\/summary$/);
  await expect(page.getByRole("button", { name: "Reserve and pay" })).toBeVisible();
  await expectTouchSized(page, "member summary");
});
