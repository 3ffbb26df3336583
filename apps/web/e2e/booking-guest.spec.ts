import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseSlot, facilityDate, payOnDemoCheckout } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

test("a guest books padel, pays and sees the completion page with the invoice number @phone", async ({ page }, testInfo) => {
  // Both projects run this test on one database: each takes its own court.
  const court = testInfo.project.name === "phone" ? "Padel 3" : "Padel 2";
  const date = facilityDate(3);
  await page.goto("/padel");
  await chooseSlot(page, date, "10:00–11:30", [court]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/padel\/auth$/);
  await page.getByRole("button", { name: "Continue as guest" }).click();

  await expect(page).toHaveURL(/\/padel\/guest\/summary$/);
  await expect(page.getByRole("heading", { level: 1, name: "Check and pay" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your details" })).toBeVisible();
  await page.getByLabel("Name").fill("Gina Guest");
  await page.getByLabel("Email").fill("gina@example.test");
  await page.getByLabel("Phone").fill("600 555 111");
  await expectNoAxeViolations(page, "guest summary");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  const heading = page.getByRole("heading", { name: /^Order P-/ });
  await expect(heading).toBeVisible();
  const inv = ((await heading.textContent()) ?? "").replace("Order ", "");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  // The checkout's way back says where it goes.
  await expect(page.getByRole("button", { name: "Back to summary" })).toBeVisible();
  await payOnDemoCheckout(page, inv);

  await expect(page).toHaveURL(/\/padel\/guest\/booking-completed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Invoice ${inv}` })).toBeVisible();
  await expect(page.getByText(new RegExp(`${court} · paid`))).toBeVisible();
  await expectNoAxeViolations(page, "guest booking completed");

  // The guest cancels from the same page (as from the mail's link): refunded in full.
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel booking" });
  await expect(dialog).toContainText(inv);
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText(new RegExp(`${court} · refunded`))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Booking cancelled" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  await expectNoAxeViolations(page, "guest booking cancelled");
});

test("a payment link that names no order says so, with no Pay button and a way on @phone", async ({ page }) => {
  await page.goto("/pay/T-BOGUS?key=x");
  const alert = page.getByRole("alert").filter({ hasText: "No order T-BOGUS" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("No order T-BOGUS matches this payment link.");
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "demo checkout of an unknown order");
  await page.getByRole("link", { name: "Book a court" }).click();
  await expect(page).toHaveURL(/\/$/);
});
