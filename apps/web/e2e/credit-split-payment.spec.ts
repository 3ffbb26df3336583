import { ownerSignIn, registerMember, signIn, signOutFromProfile, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseSlot, facilityDate, payOnDemoCheckout } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

// A member of their own, so the balance is this test's alone. Day +8 tennis, 14:00: no other
// spec books it; each project takes its own court.
test("a member with €5.00 of club credit puts it toward a booking and pays the rest by card; the credit is spent and the booking paid @phone", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("split");
  await registerMember(page, "Sam Split", email, "split-password-1");
  await signOutFromProfile(page);

  await ownerSignIn(page);
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Sam Split" }).click();
  const form = page.getByRole("form", { name: "Adjust credit" });
  await form.getByLabel("Amount (EUR)").fill("5");
  await form.getByLabel("Reason").fill("Welcome credit");
  await form.getByRole("button", { name: "Save adjustment" }).click();
  await expect(page.getByText("Balance: €5.00")).toBeVisible();

  await page.goto("/login");
  await signIn(page, email, "split-password-1");
  await expect(page).toHaveURL(/\/profile$/);
  const court = testInfo.project.name === "phone" ? "Court 2" : "Court 1";
  await page.goto("/tennis");
  await chooseSlot(page, facilityDate(8), "14:00–15:00", [court]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  // "Continue" also matches "Continue to add-ons": wait for the add-ons page before clicking it.
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByLabel("Phone").fill("+34 600 123 456");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  const heading = page.getByRole("heading", { name: /^Order T-/ });
  await expect(heading).toBeVisible();
  const inv = ((await heading.textContent()) ?? "").replace("Order ", "");
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  const useCredit = page.getByRole("button", { name: /^Use my club credit \(€5\.00\), pay €\d+\.\d\d by card$/ });
  await expect(useCredit).toBeVisible();
  await expectNoAxeViolations(page, "order offering credit first, the rest by card");
  await useCredit.click();

  // The order now shows the credit taken off and what the card pays; the credit offer is gone.
  await expect(page.getByRole("row", { name: /Paid with club credit −€5\.00/ })).toBeVisible();
  const cardDue = page.getByTestId("order-card-due");
  await expect(cardDue).toHaveText(euros(cents(total) - 500));
  await expect(useCredit).toBeHidden();
  await expectNoAxeViolations(page, "order with club credit applied");

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("row", { name: /To pay by card/ })).toContainText(euros(cents(total) - 500));
  await expectNoAxeViolations(page, "demo checkout for the rest");
  await payOnDemoCheckout(page, inv);
  await expect(page).toHaveURL(/\/profile\?highlight=/);
  await expect(page.getByText("Balance: €0.00")).toBeVisible();
  await expect(page.getByRole("list", { name: "Credit history" }).getByText(`Paid with credit (${inv})`)).toBeVisible();
});

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
const euros = (n: number) => `€${(n / 100).toFixed(2)}`;
