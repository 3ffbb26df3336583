import { ownerSignIn } from "./support/accounts.ts";
import { callApi, ownTennisCourt } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { bookAsSomeoneElse, facilityDate } from "./support/booking.ts";
import { expect, type Page, test } from "./support/test.ts";

/** How far down the page's h1 starts: the header and the back office's bar above it must stay short. */
async function headingTop(page: Page) {
  const box = await page.locator("main h1").first().boundingBox();
  return box?.y ?? Number.POSITIVE_INFINITY;
}

/** Badges whose text does not fit them (clipped or cut with an ellipsis). */
function clippedBadges(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-state]")]
      .filter((badge) => badge.scrollWidth > badge.clientWidth + 1 || badge.getBoundingClientRect().width < 20)
      .map((badge) => badge.textContent),
  );
}

test("on a phone the back office starts near the top: the sport switch and one menu share a row @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await ownerSignIn(page);
  // An order of its own, so the list has a state badge to show.
  const court = await ownTennisCourt(page, "Court Phone");
  await bookAsSomeoneElse(page.request, "frontend", facilityDate(11), "09:00", court.name);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Tennis bookings" })).toBeVisible();
  expect(await headingTop(page)).toBeLessThan(250);
  await expect(page.getByRole("radiogroup", { name: "Sport" })).toBeVisible();
  await expect(page.locator("[data-state]").first()).toBeVisible();
  expect(await clippedBadges(page)).toEqual([]);
  await expectNoAxeViolations(page, "bookings at 390 px");

  // The sections, who is signed in and sign-out are in the menu.
  const menuButton = page.getByRole("button", { name: "Menu" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.click();
  const menu = page.getByRole("navigation", { name: "Back office" });
  await expect(menu.getByRole("link", { name: "Bookings" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectNoAxeViolations(page, "back-office menu open at 390 px");
  await menu.getByRole("link", { name: "Closures" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tennis closures" })).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await headingTop(page)).toBeLessThan(250);

  // An order's state badges fit on a phone too.
  await menuButton.click();
  await menu.getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("table", { name: "Tennis orders" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order / })).toBeVisible();
  await expect(page.locator("[data-state]").first()).toBeVisible();
  expect(await clippedBadges(page)).toEqual([]);
  await expectNoAxeViolations(page, "order at 390 px");
  await callApi(page, "DELETE", `/api/admin/tennis/courts/${court.id}`);
});
