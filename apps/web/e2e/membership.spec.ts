import { registerMember, uniqueEmail } from "./support/accounts.ts";
import { adminStorageState, uniqueName } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseSlot, facilityDate } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

test("staff create a plan; a member buys it on the demo checkout, books at its price and further ahead, and shows the card @phone", async ({
  page,
  browser,
}) => {
  const plan = uniqueName("Gold");
  const staff = await browser.newContext({ storageState: await adminStorageState(browser), viewport: page.viewportSize() });
  const admin = await staff.newPage();
  await admin.goto("/admin/plans");
  await expect(admin.getByRole("heading", { name: "Plans" })).toBeVisible();
  await expectNoAxeViolations(admin, "plans list");
  await admin.getByRole("button", { name: "Add plan" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add plan" });
  await dialog.getByLabel("Name").fill(plan);
  await dialog.getByLabel("Price").fill("40");
  await dialog.getByLabel("Benefits in tennis").check();
  await dialog.getByLabel("Court price (weekdays)").first().fill("8");
  await dialog.getByLabel("Days ahead it may book").first().fill("14");
  await expectNoAxeViolations(admin, "plan form");
  await dialog.getByRole("button", { name: "Add plan" }).click();
  await expect(admin.getByRole("cell", { name: plan, exact: true })).toBeVisible();
  await staff.close();

  await registerMember(page, "Mia Member", uniqueEmail("plan"), "member-password-1");
  await page.getByRole("link", { name: "Membership" }).first().click();
  await expect(page.getByRole("heading", { name: "Membership", level: 1 })).toBeVisible();
  await expect(page.getByText("You book as a registered player.")).toBeVisible();
  await expectNoAxeViolations(page, "membership, no plan");
  const choice = page.getByRole("article", { name: plan });
  await expect(choice.getByText("€8.00 per court")).toBeVisible();
  await expect(choice.getByText("Book 14 days ahead")).toBeVisible();
  await choice.getByRole("button", { name: `Buy ${plan}` }).click();

  await expect(page.getByRole("heading", { name: "Demo checkout" })).toBeVisible();
  await expectNoAxeViolations(page, "membership checkout");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/membership$/);
  const current = page.getByRole("region", { name: plan });
  await expect(current.getByText("Active")).toBeVisible();
  await expect(current.getByText("paid")).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code of member number \d+/ })).toBeVisible();
  await expectNoAxeViolations(page, "membership with plan");

  // The plan's price and window on the booking page: 14 days to choose from (the club's rule
  // is 12), and the court at €8.00 on the 14th day.
  await page.goto("/tennis");
  await expect(page.getByTestId("plan-note")).toHaveText(
    new RegExp(`^${plan} plan: your prices are shown, and you can book until `),
  );
  await expect(page.getByLabel("Date", { exact: true }).locator("option:not([disabled])")).toHaveCount(14);
  await chooseSlot(page, facilityDate(13), "10:00–11:00", []);
  await expect(page.getByRole("checkbox", { name: /^Court 1\b/ })).toBeVisible();
  await expect(page.getByText("Available · €8.00").first()).toBeVisible();
  await expectNoAxeViolations(page, "booking with a plan");
  await page.goto("/membership");

  await current.getByRole("button", { name: "Cancel membership" }).click();
  await expectNoAxeViolations(page, "cancel dialog");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel membership" }).click();
  await expect(page.getByText("You book as a registered player.")).toBeVisible();
});
