import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

test("every page's footer links the accessibility statement, which names the club's contact @phone", async ({ page }) => {
  await page.goto("/tennis");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Known limitations" })).toBeVisible();
  // The statement's own contact link (the footer gives the same address on every page).
  await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
  await expectNoAxeViolations(page, "accessibility statement");
});

/** Presses Tab until the target has the focus: it is reachable by keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator, most = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Presses an arrow key in the grid until the focused cell's name matches. */
async function arrowTo(page: Page, key: string, name: RegExp, most = 40) {
  const focused = page.locator("td:focus");
  for (let i = 0; i < most; i++) {
    if (name.test((await focused.getAttribute("aria-label")) ?? "")) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached a cell named ${name}`);
}

// Day +6 tennis, 14:00: no other spec books it; each project takes its own court.
test("a guest books a court with the keyboard alone, from the day's grid to the paid booking @phone", async ({
  page,
}, testInfo) => {
  const court = testInfo.project.name === "phone" ? "Court 2" : "Court 3";
  await page.goto(`/court-schedules-tennis?date=${facilityDate(6)}`);
  await tabTo(page, page.locator('td[tabindex="0"]'));
  await arrowTo(page, "ArrowDown", /14:00–15:00/);
  for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowLeft");
  await arrowTo(page, "ArrowRight", new RegExp(`^${court}, 14:00–15:00: .+, Available`));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/auth$/);

  await tabTo(page, page.getByRole("button", { name: "Continue as guest" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/guest\/summary$/);
  await tabTo(page, page.getByLabel("Name"));
  await page.keyboard.type("Kim Keys");
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type("kim.keys@example.test");
  await tabTo(page, page.getByLabel("Phone"));
  await page.keyboard.type("600 123 987");
  await tabTo(page, page.getByRole("button", { name: "Reserve and pay" }));
  await page.keyboard.press("Enter");

  const heading = page.getByRole("heading", { name: /^Order T-/ });
  await expect(heading).toBeVisible();
  const inv = ((await heading.textContent()) ?? "").replace("Order ", "");
  await tabTo(page, page.getByRole("button", { name: "Pay", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Invoice ${inv}` })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Pay", exact: true }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  await expect(page.getByText(new RegExp(`${court} · paid`))).toBeVisible();
  await expectNoAxeViolations(page, "booked by keyboard");
});

test("the footer switches to dark colours, kept across pages, and the player pages pass axe in them @phone", async ({ page }) => {
  await page.goto("/");
  const colours = page.getByRole("contentinfo").getByRole("radiogroup", { name: "Colours" });
  await colours.getByText("Dark", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expectNoAxeViolations(page, "landing, dark");
  for (const path of ["/tennis", `/court-schedules-padel?date=${facilityDate(2)}`, "/login", "/accessibility"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `${path}, dark`);
  }
  await page.getByRole("contentinfo").getByRole("radiogroup", { name: "Colours" }).getByText("Light", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
});
