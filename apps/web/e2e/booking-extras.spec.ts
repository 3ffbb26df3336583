import { signIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, memberBooksAndPays, payOnDemoCheckout } from "./support/booking.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, test } from "./support/test.ts";

// Day +6, 20:00 tennis: no other spec books it; each project takes its own court.
test("a member adds extras to a paid booking, pays them and sees them under the booking @phone", async ({ page }, testInfo) => {
  const court = testInfo.project.name === "phone" ? "Court 6" : "Court 5";
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile/);
  const inv = await memberBooksAndPays(page, "tennis", facilityDate(6), "20:00–21:00", court);

  const card = page.getByRole("article", { name: `Booking ${inv}` });
  await expect(card.getByText("paid", { exact: true })).toBeVisible();
  await card.getByRole("link", { name: "Add extras" }).click();

  await expect(page).toHaveURL(/\/extra-addon\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add extras to your booking" })).toBeVisible();
  await expect(page.getByText(new RegExp(`invoice ${inv}`))).toBeVisible();
  // Nothing chosen: Continue is a real disabled button that says why.
  const next = page.getByRole("button", { name: "Continue to summary" });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription("Choose at least one extra.");
  // A letter in a quantity is refused in words, not silently.
  const quantity = page.getByRole("textbox", { name: "Tube of 4 balls quantity" });
  await quantity.pressSequentially("x");
  await expect(page.getByText("The quantity must be a whole number.")).toBeVisible();
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "extra add-ons, a letter typed in a quantity");
  await quantity.fill("2");
  await expect(page.getByText("The quantity must be a whole number.")).toHaveCount(0);
  await expect(page.getByText("Extras €12.00")).toBeVisible();
  await expectNoAxeViolations(page, "extra add-ons");
  await next.click();

  await expect(page).toHaveURL(/\/extra-summary\/[0-9a-f-]+$/);
  await expect(page.getByRole("cell", { name: "Tube of 4 balls" })).toBeVisible();
  await expectNoAxeViolations(page, "extra add-ons summary");
  await page.getByRole("button", { name: "Reserve and pay" }).click();

  await expect(page).toHaveURL(/\/pay\/T-/);
  await expect(page.getByRole("cell", { name: "Tube of 4 balls" })).toBeVisible();
  const extraInv = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  await expect(page.getByRole("button", { name: "Back to your extras" })).toBeVisible();
  await expectNoAxeViolations(page, "demo checkout of extras");
  await payOnDemoCheckout(page, extraInv);

  await expect(page).toHaveURL(/\/profile\?highlight=/);
  await expect(page.getByText(`Extras confirmed. Invoice ${extraInv}.`)).toBeVisible();
  const booking = page.getByRole("article", { name: `Booking ${inv}` });
  await expect(booking.getByText(new RegExp(`Extras ${extraInv} · paid`))).toBeVisible();
  await expect(booking.getByText("paid", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "profile with extras");
});

test("an extras page for a booking that is not found says so and offers the way on @phone", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile/);
  for (const path of ["/extra-addon/", "/padel/extra-summary/"]) {
    await page.goto(`${path}5a1e2b3c-0000-4000-8000-000000000000`);
    const alert = page.getByRole("alert").filter({ hasText: "We could not find that booking" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("not one of your bookings");
    await expect(page.getByText(/^Extras /)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Continue|Reserve and pay/ })).toHaveCount(0);
    await expectNoAxeViolations(page, `extras of an unknown booking (${path})`);
  }
  await page.getByRole("link", { name: "Your bookings" }).click();
  await expect(page).toHaveURL(/\/profile-padel$/);
});
