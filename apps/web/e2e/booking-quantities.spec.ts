import { signIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseSlot, facilityDate, memberBooksAndPays } from "./support/booking.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, type Page, test } from "./support/test.ts";

/** The racket rental's unit price (euros) and how many are left for the slot, as its row says them. */
async function rackets(page: Page): Promise<{ price: number; left: number }> {
  const note = page.getByText(/^€[\d.]+ each · \d+ left for this time$/).first();
  await expect(note).toBeVisible();
  const [, price, left] = (await note.textContent())?.match(/^€([\d.]+) each · (\d+) left/) ?? [];
  return { price: Number(price), left: Number(left) };
}

/** Types into the quantity field as a player would, and answers what the field then shows and says. */
async function typeQuantity(page: Page, name: string, typed: string) {
  const field = page.getByRole("textbox", { name: `${name} quantity` });
  await field.fill(typed);
  await field.blur();
  return field;
}

test("a quantity that cannot be booked is corrected in sight, with the reason beside it @phone", async ({ page }) => {
  await page.goto("/tennis");
  await chooseSlot(page, facilityDate(5), "15:00–16:00", []);
  await page.getByRole("checkbox").and(page.locator(":enabled")).first().click();
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  const { left } = await rackets(page);

  const field = await typeQuantity(page, "Racket rental", "999");
  await expect(field).toHaveValue(String(left));
  await expect(field).toHaveAccessibleDescription(`Only ${left} left`);
  await expect(page.getByLabel("Your booking", { exact: true })).toContainText(`Racket rental × ${left}`);
  await expect(page.getByRole("button", { name: "One more Racket rental" })).toBeDisabled();
  await expectNoAxeViolations(page, "add-on step with a corrected quantity");

  await typeQuantity(page, "Racket rental", "-3");
  await expect(field).toHaveValue("0");
  await expect(field).toHaveAccessibleDescription("At least 0");
  await expect(page.getByLabel("Your booking", { exact: true })).not.toContainText("Racket rental");

  await typeQuantity(page, "Racket rental", "1.5");
  await expect(field).toHaveValue("1");
  await expect(field).toHaveAccessibleDescription("Whole numbers only");
  await page.getByRole("button", { name: "One more Racket rental" }).click();
  await expect(field).toHaveValue("2");
  await expect(field).toHaveAccessibleDescription("");
  await expect(page.getByLabel("Your booking", { exact: true })).toContainText("Racket rental × 2");
});

// Day +11 tennis, 19:00: no other spec books it; each project takes its own court.
test("the extras page shows what is left of a limited add-on and holds a quantity to it @phone", async ({ page }, testInfo) => {
  const court = testInfo.project.name === "phone" ? "Court 4" : "Court 3";
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile/);
  const inv = await memberBooksAndPays(page, "tennis", facilityDate(11), "19:00–20:00", court);
  await page
    .getByRole("article", { name: `Booking ${inv}` })
    .getByRole("link", { name: "Add extras" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Add extras to your booking" })).toBeVisible();

  const { price, left } = await rackets(page);
  const field = await typeQuantity(page, "Racket rental", "999");
  await expect(field).toHaveValue(String(left));
  await expect(field).toHaveAccessibleDescription(`Only ${left} left`);
  await expect(page.getByText(/^Extras €/)).toHaveText(`Extras €${(left * price).toFixed(2)}`);
  await expectNoAxeViolations(page, "extras with stock shown");
});
