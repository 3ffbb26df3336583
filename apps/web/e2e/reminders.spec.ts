import { registerMember, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

test("a member turns booking reminders off in their profile, and they stay off @phone", async ({ page }) => {
  await registerMember(page, "Rita Reminder", uniqueEmail("remind"), "remind-password-1");
  await page.getByRole("link", { name: "Edit profile" }).click();
  const reminders = page.getByRole("checkbox", { name: "Remind me by mail the day before each booking" });
  await expect(reminders).toBeChecked();
  await expectNoAxeViolations(page, "edit profile with reminders");
  await reminders.uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await page.goto("/edit-profile");
  await expect(page.getByRole("checkbox", { name: "Remind me by mail the day before each booking" })).not.toBeChecked();
});

test("a reminder's turn-off link asks first, and a wrong link says so without turning anything off @phone", async ({ page }) => {
  await page.goto("/reminders-off?email=someone%40example.test&key=not-the-real-key");
  await expect(page.getByRole("heading", { level: 1, name: "Booking reminders" })).toBeVisible();
  await expect(page.getByText("Stop the reminder mails to someone@example.test?")).toBeVisible();
  await expectNoAxeViolations(page, "reminders off, asking");
  await page.getByRole("button", { name: "Turn reminders off" }).click();
  await expect(page.getByRole("alert")).toContainText("This link to turn reminders off is not valid");
  await expectNoAxeViolations(page, "reminders off, refused");
  await page.goto("/reminders-off?email=someone%40example.test");
  await expect(page.getByRole("alert")).toContainText("This link is incomplete");
  await expect(page.getByRole("button", { name: "Turn reminders off" })).toHaveCount(0);
});
