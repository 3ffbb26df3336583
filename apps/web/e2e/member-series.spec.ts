import { registerMember, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, memberBooksAndPays } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

// Day +4 and +11, 13:00 tennis (quiet early afternoons); each project takes its own court.
test("a member repeats a paid booking weekly: the week past the horizon is not bookable, the free one is held with a pay link @phone", async ({
  page,
}, testInfo) => {
  const court = testInfo.project.name === "phone" ? "Court 6" : "Court 5";
  await registerMember(page, "Weekly Wendy", uniqueEmail("weekly"), "weekly-password-1");
  const inv = await memberBooksAndPays(page, "tennis", facilityDate(4), "13:00–14:00", court);

  await page.goto("/profile");
  const card = page.getByRole("article", { name: `Booking ${inv}` });
  await card.getByRole("button", { name: "Repeat weekly" }).click();
  await card.getByLabel("Weeks after this one").selectOption("2");
  await card.getByRole("button", { name: "Show the dates" }).click();
  await expect(card.locator(`tr[data-date="${facilityDate(11)}"] [data-status]`)).toHaveText("Free");
  await expect(card.locator(`tr[data-date="${facilityDate(18)}"] [data-status]`)).toHaveText("Not bookable");
  await expectNoAxeViolations(page, "repeat weekly preview");

  await card.getByRole("button", { name: "Book 1 free date" }).click();
  await expect(card.getByText("Booked 1 more week")).toBeVisible();
  await expect(card.getByRole("link", { name: /^Pay / })).toBeVisible();
  await expectNoAxeViolations(page, "repeat weekly booked");
  // The new date is an ordinary pending booking in the profile.
  await expect(page.getByRole("region", { name: "Upcoming bookings" }).getByText("pending", { exact: true })).toBeVisible();
});
