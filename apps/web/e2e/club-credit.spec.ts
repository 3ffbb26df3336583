import { ownerSignIn, registerMember, signIn, signOutFromProfile, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseSlot, facilityDate, memberBooksAndPays } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

// A member of their own (registered here), so the balance is this test's alone. Day +7 tennis,
// 16:00: no other spec books it; each project takes its own court.
test("staff add club credit to a member, take some back (more than the balance refused) and refund a booking as credit; the member sees it and pays a booking with it @phone", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("credit");
  await registerMember(page, "Carla Credit", email, "credit-password-1");
  await expect(page.getByRole("heading", { name: "Club credit" })).toBeVisible();
  await expect(page.getByText("No credit movements yet.")).toBeVisible();
  const court = testInfo.project.name === "phone" ? "Court 2" : "Court 1";
  const inv = await memberBooksAndPays(page, "tennis", facilityDate(7), "16:00–17:00", court);
  await page.goto("/profile");
  await signOutFromProfile(page);

  await ownerSignIn(page);
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Carla Credit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Carla Credit" })).toBeVisible();
  const form = page.getByRole("form", { name: "Adjust credit" });
  await expect(page.getByText("Balance: €0.00")).toBeVisible();

  await form.getByLabel("Amount (EUR)").fill("20");
  await form.getByRole("button", { name: "Save adjustment" }).click();
  await expect(form.getByText("Say why in a few words (at least 3 characters).")).toBeVisible();
  await expectNoAxeViolations(page, "customer credit, reason missing");
  await form.getByLabel("Reason").fill("Rained off on Tuesday");
  await form.getByRole("button", { name: "Save adjustment" }).click();
  await expect(page.getByText("Balance: €20.00")).toBeVisible();

  await form.getByLabel("Take credit").check();
  await form.getByLabel("Amount (EUR)").fill("25,50");
  await form.getByLabel("Reason").fill("Correction");
  await form.getByRole("button", { name: "Save adjustment" }).click();
  await expect(form.getByRole("alert")).toContainText("The balance is 20.00, less than the 25.50 asked for");
  await expectNoAxeViolations(page, "customer credit, more than the balance refused");
  await form.getByLabel("Amount (EUR)").fill("5.50");
  await form.getByRole("button", { name: "Save adjustment" }).click();
  await expect(page.getByText("Balance: €14.50")).toBeVisible();
  const history = page.getByRole("list", { name: "Credit history" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expectNoAxeViolations(page, "customer credit with history");

  // Rain: staff cancel the member's booking and refund it as club credit.
  await page.getByRole("table", { name: "Orders" }).getByRole("link", { name: inv }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(inv) })).toBeVisible();
  // The cancel form's choice (the "Refund part" panel below has one of its own).
  await page.getByRole("radiogroup", { name: "Refund to" }).first().getByRole("radio", { name: "Club credit" }).check();
  await expectNoAxeViolations(page, "order, cancel with refund as club credit");
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("is refunded as club credit");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("cell", { name: "club credit" })).toBeVisible();

  await page.goto("/login");
  await signIn(page, email, "credit-password-1");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(/Balance: €(?!14\.50)\d+\.\d\d/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Credit history" }).getByText(`Refund to credit (${inv})`)).toBeVisible();
  const mine = page.getByRole("list", { name: "Credit history" });
  await expect(mine.getByText("From the club: Rained off on Tuesday")).toBeVisible();
  await expect(mine.getByText("−€5.50")).toBeVisible();
  await expectNoAxeViolations(page, "profile with club credit");

  // The credit pays the same court again, all of it, from the order page.
  await page.goto("/tennis");
  await chooseSlot(page, facilityDate(7), "16:00–17:00", [court]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByLabel("Phone").fill("+34 600 123 456");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  const payByCredit = page.getByRole("button", { name: /^Pay with club credit \(€14\.50 left after\)$/ });
  await expect(payByCredit).toBeVisible();
  await expectNoAxeViolations(page, "order with pay with club credit");
  await payByCredit.click();
  await expect(page).toHaveURL(/\/profile\?highlight=/);
  await expect(page.getByText("Balance: €14.50")).toBeVisible();
  await expect(page.getByRole("list", { name: "Credit history" }).getByText(/^Paid with credit \(T-/)).toBeVisible();
});
