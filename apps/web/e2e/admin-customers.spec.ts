import { ownerSignIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { type PastOrder, pastGuestBookings } from "./support/past-bookings.ts";
import { expect, type Page, test } from "./support/test.ts";

// The demo's history has paid tennis bookings in the past: their slots have started, so staff
// may mark them no-shows. Each test picks its own (the n-th most recent), so none shares one.

/** The n-th most recent paid guest booking of the demo's past. */
async function pastGuestBooking(page: Page, nth: number): Promise<PastOrder> {
  const picked = (await pastGuestBookings(page))[nth];
  if (!picked) throw new Error("the demo history has no paid guest bookings in the past");
  return picked;
}

test("staff find a customer, add a note, open one of their orders and mark it a no-show", async ({ page }) => {
  await ownerSignIn(page);
  const past = await pastGuestBooking(page, 0);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await expectNoAxeViolations(page, "customers list");

  // Nothing matches: the page says so and how to search instead.
  await page.getByLabel("Search").fill("zzz-nobody-here");
  await expect(page.getByText("No customer matches “zzz-nobody-here”.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\?q=zzz-nobody-here$/);
  await expectNoAxeViolations(page, "customers list, nothing found");

  await page.getByLabel("Search").fill(past.customer.email.toUpperCase());
  await expect(page.getByText("1 customer", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "customers list, one found");
  await page.getByRole("link", { name: past.customer.name }).click();

  await expect(page.getByRole("heading", { level: 1, name: past.customer.name })).toBeVisible();
  await expect(page.getByText(past.customer.email, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "customer page");
  const note = `Called about the booking ${past.inv}.`;
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write the note.")).toBeVisible();
  await expectNoAxeViolations(page, "customer page, empty note refused");
  await page.getByLabel("New note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Notes" }).getByText(note)).toBeVisible();
  await expectNoAxeViolations(page, "customer page with a note");

  await page.getByRole("region", { name: "Orders (table)" }).getByRole("link", { name: past.inv }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${past.inv}` })).toBeVisible();
  await page.getByRole("button", { name: "Mark no-show" }).first().click();
  await expect(page.getByText(/marked as a no-show\.$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo no-show" }).first()).toBeVisible();
  await expectNoAxeViolations(page, "order with a no-show");

  // The customer's page counts it, and undoing it there is one click on the order.
  await page.goBack();
  await expect(page.getByRole("region", { name: "No-shows (table)" }).getByRole("link", { name: past.inv })).toBeVisible();
  await page.goForward();
  await page.getByRole("button", { name: "Undo no-show" }).first().click();
  await expect(page.getByText(/no-show undone\.$/)).toBeVisible();
});

test("the customers pages work at phone width: cards instead of a table @phone", async ({ page }, info) => {
  await ownerSignIn(page);
  const past = await pastGuestBooking(page, 1);
  await page.goto(`/admin/customers?q=${encodeURIComponent(past.customer.email)}`);
  const phone = info.project.name === "phone";
  const cards = phone ? page.getByRole("list", { name: "Customers" }) : page.getByRole("region", { name: "Customers (table)" });
  await expect(cards.getByRole("link", { name: past.customer.name })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await expectNoAxeViolations(page, "customers list on a phone");
  await cards.getByRole("link", { name: past.customer.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: past.customer.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add note" })).toBeVisible();
  await expectNoAxeViolations(page, "customer page on a phone");
});
