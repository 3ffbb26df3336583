import { signIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, memberBooksAndPays } from "./support/booking.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, test } from "./support/test.ts";

// Day +10 tennis, 13:00 and 14:00: no other spec books them; each project takes its own courts.
test("a member moves a paid booking to another court and time from the profile @phone", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === "phone";
  const [from, to] = phone ? ["Court 5", "Court 6"] : ["Court 3", "Court 4"];
  const date = facilityDate(10);
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile/);
  const inv = await memberBooksAndPays(page, "tennis", date, "13:00–14:00", from);

  await page.goto("/profile");
  const card = page.getByRole("article", { name: `Booking ${inv}` });
  await card.getByRole("button", { name: `Move booking ${inv}` }).click();
  const panel = page.getByRole("region", { name: `Move booking ${inv}` });
  await expect(panel.getByRole("heading", { name: `Move booking ${inv}` })).toBeFocused();
  await expect(panel.getByLabel("New date")).toHaveValue(date);
  await expect(panel.getByText("No new place chosen yet")).toBeVisible();
  await expectNoAxeViolations(page, "move booking panel");

  // The booking's own cell is booked; the target is a free cell an hour later on another court.
  await expect(panel.getByRole("gridcell", { name: new RegExp(`^${from}, 13:00–14:00: `) })).toHaveAttribute(
    "data-status",
    "booked",
  );
  const target = panel.getByRole("gridcell", { name: new RegExp(`^${to}, 14:00–15:00: `) });
  await expect(target).toHaveAttribute("data-status", "available");
  await target.click();
  await expect(panel.getByText(new RegExp(`^New place: ${to}, .*14:00–15:00`))).toBeVisible();
  await expect(panel.getByText(/The price stays the same\.|costs .* (more|less)/)).toBeVisible();
  await expectNoAxeViolations(page, "move booking panel with a new place chosen");

  await panel.getByRole("button", { name: "Move here" }).click();
  const notice = page.getByRole("status").filter({ hasText: `Booking ${inv} moved` });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(new RegExp(`Now: ${to}, .*14:00–15:00`));
  await expect(panel).toBeHidden();
  await expect(card).toContainText(to);
  await expect(card).toContainText("14:00–15:00");
  await expectNoAxeViolations(page, "profile after moving");

  await page.goto(`/court-schedules-tennis?date=${date}`);
  await expect(page.getByRole("gridcell", { name: new RegExp(`^${from}, 13:00–14:00: `) })).toHaveAttribute(
    "data-status",
    "available",
  );
  await expect(page.getByRole("gridcell", { name: new RegExp(`^${to}, 14:00–15:00: `) })).toHaveAttribute(
    "data-status",
    "booked",
  );
});
