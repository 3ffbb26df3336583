import { expectNoAxeViolations } from "./support/axe.ts";
import { bookAsSomeoneElse, facilityDate } from "./support/booking.ts";
import { withPadelDay } from "./support/padel-lock.ts";
import { expect, type Page, test } from "./support/test.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** Court columns whose whole width shows in the grid's scroller without scrolling it. */
async function courtsInView(page: Page): Promise<number> {
  return page.locator(".day-grid-scroll").evaluate((scroller) => {
    const edge = scroller.getBoundingClientRect().right;
    const courts = [...scroller.querySelectorAll("thead th")].slice(1);
    return courts.filter((th) => th.getBoundingClientRect().right <= edge + 0.5).length;
  });
}

test("at 390 px six courts fit side by side and no cell cuts its text @phone", async ({ page }) => {
  await page.goto(`/court-schedules-tennis?date=${facilityDate(3)}`);
  await expect(page.getByRole("gridcell").first()).toBeVisible();
  const courts = (await page.getByRole("columnheader").count()) - 1;
  expect(await courtsInView(page)).toBeGreaterThanOrEqual(Math.min(6, courts));
  // Each cell's text is whole: nothing overflows its cell, nothing is cut at the cell's edge.
  const cut = await page
    .locator(".grid-cell")
    .evaluateAll((cells) =>
      cells.filter((c) => c.scrollWidth > c.clientWidth || c.scrollHeight > c.clientHeight).map((c) => c.textContent),
    );
  expect(cut).toEqual([]);
  // A free cell reads as its price (or "Free"), short enough for its column.
  const free = page.locator('td[data-status="available"]').first();
  await expect(free).toHaveText(/^(€\d+(\.\d\d)?|Free)$/, { useInnerText: true });
  await expect(free).toHaveAttribute("aria-label", /^.+, \d\d:\d\d–\d\d:\d\d: €\d+(\.\d\d)?, Available$/);
  await expectNoAxeViolations(page, "compact day grid at 390 px");
});

// Day +11 padel, 11:30: no other spec books it; each project takes its own court.
test("a court someone else holds shows that state, not a price @phone", async ({ page, request }, testInfo) => {
  // Padel's day +11 is also the release draw spec's: booked under the padel lock (support/padel-lock.ts).
  test.setTimeout(180_000);
  await withPadelDay(async () => {
    const court = testInfo.project.name === "phone" ? "Padel 3" : "Padel 2";
    const date = facilityDate(11);
    await bookAsSomeoneElse(request, "frontend_padel", date, "11:30", court);
    await page.goto(`/court-schedules-padel?date=${date}`);
    const cell = page.getByRole("gridcell", { name: new RegExp(`^${court}, 11:30–13:00: `) });
    await expect(cell).toHaveAttribute("aria-label", `${court}, 11:30–13:00: Held`);
    await expect(cell).toHaveText("◐", { useInnerText: true });
    await expect(cell).not.toContainText("€");
    // Nothing happens on a tap: it is not for sale.
    await cell.click();
    await expect(page).toHaveURL(/\/court-schedules-padel/);
    await expect(page.getByRole("list", { name: "Legend" })).toContainText("Held");
  });
});

// Which branch runs depends on the hour (the browser tests use the real clock); each asserts
// what a player sees then. The folding rules themselves are unit-tested (day-rows.test.ts).
test("today's grid folds the times already over and starts at the next free one @phone", async ({ page }) => {
  const today = await (await page.request.get("/api/frontend/schedules")).json();
  const rowOver = (slot: { id: number }) =>
    today.cells
      .filter((c: { timeslot_id: number }) => c.timeslot_id === slot.id)
      .every((c: { status: string }) => c.status === "past");
  const over = today.timeslots.findIndex((slot: { id: number }) => !rowOver(slot));
  await page.goto("/court-schedules-tennis");
  if (over === -1) {
    // Late in the evening every time of today is over: the page opens on tomorrow and says so.
    await expect(page.getByRole("status").filter({ hasText: "Nothing is left to book today: here is tomorrow." })).toBeVisible();
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue(facilityDate(1));
    return;
  }
  const rows = page.locator(".day-grid tbody tr");
  const toggle = page.getByRole("button", { name: /earlier times/ });
  if (over === 0) {
    // Before the first time of the day nothing is over and nothing folds.
    await expect(rows).toHaveCount(today.timeslots.length);
    await expect(toggle).toHaveCount(0);
    return;
  }
  await expect(rows).toHaveCount(today.timeslots.length - over);
  await expect(rows.first().getByRole("rowheader")).toHaveText(new RegExp(`^${today.timeslots[over].start}`));
  await expect(page.locator('td[data-status="available"]').first()).toBeInViewport();
  await expect(toggle).toHaveText(`Show earlier times (${over})`);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(rows).toHaveCount(today.timeslots.length);
  await expect(toggle).toHaveText("Hide earlier times");
  await expectNoAxeViolations(page, "today's grid with earlier times");
});
