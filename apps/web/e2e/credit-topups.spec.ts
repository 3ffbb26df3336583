import { ownerSignIn, registerMember, signOutFromProfile, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

// A member of their own buys the demo's "Pay 100, get 115" (valid a year) on the demo checkout; staff add a pack
// of their own (retired again at the end) and sell a top-up at the desk.
test("a member tops up club credit on the demo checkout; staff add a pack and sell one at the desk @phone", async ({
  page,
}, info) => {
  const email = uniqueEmail("topup");
  await registerMember(page, "Tomás Topup", email, "topup-password-1");
  const packs = page.getByRole("list", { name: "Top-up packs" });
  await expectNoAxeViolations(page, "profile with top-up packs");
  await expect(packs.getByText("Pay 100, get 115: pay €100.00, get €115.00, valid 365 days")).toBeVisible();
  await packs.getByRole("button", { name: "Buy Pay 100, get 115" }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Balance: €115.00")).toBeVisible();
  await expect(page.getByRole("list", { name: "Credit that lapses" })).toContainText(/€115\.00 lapses .+ unless spent/);
  await expectNoAxeViolations(page, "profile with credit that lapses");
  await expect(page.getByRole("list", { name: "Credit history" }).getByText(/^Top-up \(T-/)).toBeVisible();
  await signOutFromProfile(page);

  await ownerSignIn(page);
  await page.goto("/admin/plans");
  const name = `Spring ${info.project.name} ${Date.now() % 100000}`;
  const form = page.getByRole("form", { name: "Add a top-up pack" });
  await form.getByLabel("Pack name").fill(name);
  await form.getByLabel("Price").fill("30");
  await form.getByLabel("Credit it brings").fill("25");
  await form.getByLabel("Valid for (days)").fill("0");
  await form.getByRole("button", { name: "Add pack" }).click();
  await expect(form.getByText("A pack brings at least what it costs.")).toBeVisible();
  await expect(form.getByText("Between 1 and 3660 days.")).toBeVisible();
  await expectNoAxeViolations(page, "plans page, pack refused");
  await form.getByLabel("Credit it brings").fill("33");
  await form.getByLabel("Valid for (days)").fill("90");
  await form.getByRole("button", { name: "Add pack" }).click();
  const row = page.getByRole("table", { name: "Top-up packs" }).getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell", { name: "90 days" })).toBeVisible();

  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Tomás Topup" }).click();
  await page.getByLabel("Sell a top-up, paid at the desk").selectOption({ label: `${name}: pay €30.00, get €33.00` });
  await page.getByRole("button", { name: "Sell top-up" }).click();
  await expect(page.getByText("Balance: €148.00")).toBeVisible();
  await expectNoAxeViolations(page, "customer page after a desk top-up");

  await page.goto("/admin/plans");
  await page.getByRole("button", { name: `Retire ${name}` }).click();
  await expect(page.getByRole("button", { name: `Put back on sale ${name}` })).toBeVisible();
});
