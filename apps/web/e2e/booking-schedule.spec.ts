import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate } from "./support/booking.ts";
import { expect, type Page, test } from "./support/test.ts";

/**
 * The date a booking page opens on with no date asked: today, or tomorrow once today's last time
 * is over (the browser tests use the real clock). A bad date asked for lands there too.
 */
async function startDate(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const select = page.getByLabel("Date", { exact: true });
  await expect(select).not.toHaveValue("");
  const date = await select.inputValue();
  expect([facilityDate(0), facilityDate(1)]).toContain(date);
  return date;
}

test("a date past the horizon cannot be chosen", async ({ page }) => {
  const start = await startDate(page, "/court-schedules-tennis");
  const select = page.getByLabel("Date", { exact: true });
  await expect(select.locator("option")).toHaveCount(12);
  await expect(select.locator(`option[value="${facilityDate(11)}"]`)).toHaveCount(1);
  await expect(select.locator(`option[value="${facilityDate(12)}"]`)).toHaveCount(0);
  await page.goto(`/court-schedules-tennis?date=${facilityDate(12)}`);
  await expect(select).toHaveValue(start);
  await page.goto("/tennis");
  await expect(page.getByLabel("Date", { exact: true }).locator(`option[value="${facilityDate(12)}"]`)).toHaveCount(0);
});

test("a bad ?date= says why in words, shows a bookable date and corrects the address @phone", async ({ page }) => {
  const tennisStart = await startDate(page, "/court-schedules-tennis");
  const padelStart = await startDate(page, "/court-schedules-padel");
  await page.goto("/");
  await page.goto("/court-schedules-tennis?date=2026-13-45");
  const alert = page.getByRole("alert").filter({ hasText: "That date isn't bookable" });
  const showing = tennisStart === facilityDate(0) ? "Showing today," : "Showing ";
  await expect(alert).toContainText(`“2026-13-45” is not a date. ${showing}`);
  await expect(page).toHaveURL(new RegExp(`/court-schedules-tennis\\?date=${tennisStart}$`));
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(tennisStart);
  await expectNoAxeViolations(page, "court schedules after a bad date");
  await page.getByLabel("Date", { exact: true }).selectOption(facilityDate(1));
  await expect(alert).toHaveCount(0);
  // Replaced, not pushed: Back leaves the page rather than returning to the bad address.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/court-schedules-padel?date=${facilityDate(12)}`);
  await expect(page.getByRole("alert")).toContainText("Courts can be booked up to 12 days ahead");
  await expect(page).toHaveURL(new RegExp(`\\?date=${padelStart}$`));

  await page.goto(`/tennis?date=${facilityDate(-1)}`);
  await expect(page.getByRole("alert")).toContainText("has passed. Showing");
  await expect(page).not.toHaveURL(new RegExp(facilityDate(-1)));
  await expectNoAxeViolations(page, "booking home after a bad date");
  await page.goto(`/tennis?date=${facilityDate(4)}`);
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(facilityDate(4));
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the day grid works by keyboard and starts a booking @phone", async ({ page }) => {
  const date = facilityDate(5);
  await page.goto(`/court-schedules-tennis?date=${date}`);
  await expect(page.getByRole("grid")).toBeVisible();
  await expectNoAxeViolations(page, "court schedules");
  const first = page.locator('td[tabindex="0"]');
  await first.focus();
  await expect(first).toHaveAttribute("data-court", /\d+/);
  const startCourt = await first.getAttribute("data-court");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  const focused = page.locator("td:focus");
  await expect(focused).not.toHaveAttribute("data-court", startCourt ?? "");
  await expect(focused).toHaveAttribute("data-status", "available");
  const label = (await focused.getAttribute("aria-label")) ?? "";
  // The cell names its price as it shows it ("€24"); the summary writes it whole ("€24.00").
  const price = `€${Number(label.match(/€(\d+(?:\.\d\d)?)/)?.[1]).toFixed(2)}`;
  await page.keyboard.press("Enter");
  // A free cell is a whole choice: straight on to the auth step (a guest here), nothing to pick again.
  await expect(page).toHaveURL(/\/auth$/);
  const court = label.split(",")[0] ?? "";
  const booking = page.getByLabel("Your booking", { exact: true });
  await expect(booking).toContainText(court);
  await expect(booking).toContainText(label.match(/\d\d:\d\d–\d\d:\d\d/)?.[0] ?? "");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/guest\/summary$/);
  // The court's price came with the cell: the summary's estimate has it without another step.
  await expect(page.getByRole("row", { name: new RegExp(`^${court} 1 ${price.replace(".", "\\.")}$`) })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add rackets, balls or a coach" })).toBeVisible();
});

test("every court of the day is on the page at 390 px, the grid scrolls inside itself @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/court-schedules-padel?date=${facilityDate(1)}`);
  await expect(page.getByRole("columnheader")).toHaveCount(5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("at 390 px the grid's name and how-to are readable above the scroller and name the grid @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/court-schedules-tennis?date=${facilityDate(1)}`);
  const grid = page.getByRole("grid", { name: /^Courts and times on / });
  await expect(grid).toBeVisible();
  await expect(grid).toHaveAccessibleDescription("Use the arrow keys to move, Enter to book a free slot.");
  const title = page.getByRole("heading", { level: 2, name: /^Courts and times on / });
  await expect(title).toBeInViewport({ ratio: 1 });
  // Not inside the sideways scroller: scrolling the grid never moves it.
  expect(await title.evaluate((el) => el.closest(".day-grid-scroll") === null)).toBe(true);
  const box = await title.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, "court schedules at 390 px");
});

test("the times are one radio group: one Tab stop, arrow keys between them @phone", async ({ page }) => {
  await page.goto("/tennis");
  await page.getByLabel("Date", { exact: true }).selectOption(facilityDate(5));
  const times = page.getByRole("group", { name: "Time" });
  // The day's grid has answered: each time says how many courts are free.
  await expect(times.getByText(/\d+ free/).first()).toBeVisible();
  await expectNoAxeViolations(page, "booking home, times");

  // Times with no free court are disabled, and arrow keys pass them by.
  const open = times.locator("input:enabled");
  const timeOf = (i: number) => open.nth(i).evaluate((el) => el.closest("label")?.textContent?.slice(0, 11) ?? "");
  const [first, third] = [await timeOf(0), await timeOf(2)];
  const startOf = (time: string) => new RegExp(`^${time}`);

  // From the control before the times, one Tab enters the group at its first open time.
  await page.getByRole("button", { name: "Next day" }).focus();
  await page.keyboard.press("Tab");
  const focusedRadio = page.locator('input[type="radio"]:focus');
  await expect(focusedRadio).toHaveAccessibleName(startOf(first));
  // Arrow keys move between the times and choose them.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(focusedRadio).toHaveAccessibleName(startOf(third));
  await expect(focusedRadio).toBeChecked();
  await expect(page.getByRole("heading", { name: `Courts at ${third.slice(0, 5)}` })).toBeVisible();
  await expect(page.getByRole("checkbox").first()).toBeVisible();
  // One more Tab leaves the group for the courts: the other times are not Tab stops.
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("role", "checkbox");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("radio", { name: startOf(third) })).toBeFocused();
});

test("the grid and the choice of courts say each court's surface and whether it is indoor @phone", async ({ page }) => {
  await page.goto(`/court-schedules-tennis?date=${facilityDate(1)}`);
  await expect(page.getByRole("columnheader", { name: /^Court 5 ?, Hard, indoor$/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: /^Court 1 ?, Clay, outdoor$/ })).toBeVisible();

  await page.goto("/tennis");
  await page.getByLabel("Date", { exact: true }).selectOption(facilityDate(1));
  const times = page.getByRole("group", { name: "Time" });
  await expect(times.getByText(/\d+ free/).first()).toBeVisible();
  await times.locator("input:enabled").first().check();
  const court5 = page.getByRole("checkbox").filter({ hasText: "Court 5" });
  await expect(court5).toContainText("Hard, indoor");
  await expect(page.getByRole("checkbox").filter({ hasText: "Court 1" })).toContainText("Clay, outdoor");
  await expectNoAxeViolations(page, "the choice of courts, with their surfaces");
});

test("a taken court on the booking page leads to the day grid, where its waitlist is joined @phone", async ({ page }) => {
  await page.goto("/tennis");
  const times = page.getByRole("group", { name: "Time" });
  // A date with a time partly taken (the demo's bookings take some courts of most days).
  const partly = times.locator("label").filter({ hasText: /\b[1-5] free/ });
  let date = "";
  for (let ahead = 1; ahead <= 6 && !date; ahead++) {
    await page.getByLabel("Date", { exact: true }).selectOption(facilityDate(ahead));
    await expect(times.getByText(/\d+ free/).first()).toBeVisible();
    if ((await partly.count()) > 0) date = facilityDate(ahead);
  }
  expect(date, "a date with a court taken").not.toBe("");
  await partly.first().locator("input").check();
  await expect(page.getByRole("checkbox").filter({ hasText: "Taken" }).first()).toBeVisible();
  await page.getByRole("link", { name: "Wait for it on the day grid" }).click();
  await expect(page).toHaveURL(new RegExp(`/court-schedules-tennis\\?date=${date}$`));
  await expect(page.getByRole("grid", { name: /^Courts and times on / })).toBeVisible();
});

test("the booking page says when the next date opens once the furthest open date is chosen @phone", async ({ page }) => {
  await startDate(page, "/tennis");
  // Today's booking leads with the times; what opens next is the day grid's and the furthest date's news.
  await expect(page.getByRole("radiogroup").first()).toBeVisible();
  await expect(page.getByTestId("next-opening")).toHaveCount(0);
  const select = page.getByLabel("Date", { exact: true });
  const last = await select.locator("option").last().getAttribute("value");
  await select.selectOption(last ?? "");
  await expect(page.getByTestId("next-opening")).toContainText(/^Next to open: .+, opens .+\(in \d/);
  await expectNoAxeViolations(page, "booking page on the furthest open date");
});
