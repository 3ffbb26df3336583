import { readFile } from "node:fs/promises";
import { ownerSignIn, registerMember, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseSlot, facilityDate, memberBooksAndPays, payOnDemoCheckout } from "./support/booking.ts";
import { expect, type Page, test } from "./support/test.ts";
import { MIN_TARGET_PX, smallTargets } from "./support/touch-targets.ts";

/** Player pages keep every control thumb-sized at 390 px (the back office is not held to it). */
const expectTouchSized = async (page: Page, phone: boolean, state: string) => {
  if (phone) expect(await smallTargets(page), `targets below ${MIN_TARGET_PX} px on ${state}`).toEqual([]);
};

test("a guest pays, opens the receipt from the booking page, and the owner exports it in the period's CSV @phone", async ({
  page,
}, testInfo) => {
  // Both projects run this test on one database: each takes its own court.
  const court = testInfo.project.name === "phone" ? "Court 6" : "Court 5";
  const date = facilityDate(8);
  await page.goto("/tennis");
  await chooseSlot(page, date, "07:00–08:00", [court]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check and pay" })).toBeVisible();
  await page.getByLabel("Name").fill("Rita Receipt");
  await page.getByLabel("Email").fill("rita@example.test");
  await page.getByLabel("Phone").fill("600 555 222");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  const heading = page.getByRole("heading", { name: /^Order T-/ });
  await expect(heading).toBeVisible();
  const inv = ((await heading.textContent()) ?? "").replace("Order ", "");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnDemoCheckout(page, inv);

  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  const receipts = page.getByRole("region", { name: "Receipts" });
  const receipt = receipts.getByText(/^Receipt R-\d{4}-\d{6}$/);
  await expect(receipt).toBeVisible();
  const code = ((await receipt.textContent()) ?? "").replace("Receipt ", "");
  await expectNoAxeViolations(page, "booking page with its receipt");
  await expectTouchSized(page, testInfo.project.name === "phone", "booking page with its receipt");

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    receipts.getByRole("link", { name: `Receipt ${code} as PDF` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${code}.pdf`);
  expect((await readFile((await pdf.path()) ?? "")).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const [printable] = await Promise.all([
    page.context().waitForEvent("page"),
    receipts.getByRole("link", { name: `Receipt ${code} as HTML (opens in a new tab)` }).click(),
  ]);
  await expect(printable.getByRole("heading", { level: 1, name: `Receipt (simplified invoice) ${code}` })).toBeVisible();
  await expect(printable.getByText("Rita Receipt")).toBeVisible();
  await expectNoAxeViolations(printable, "printable receipt");
  await printable.close();

  await ownerSignIn(page);
  // At 390 px the back office's sections are behind its menu.
  if (testInfo.project.name === "phone") await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Receipts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Receipts and credit notes" })).toBeVisible();
  await expectNoAxeViolations(page, "receipts export");
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
  const rows = (await readFile((await csv.path()) ?? "", "utf8")).split("\r\n");
  expect(rows[0]).toContain("Number,Kind,");
  expect(rows.find((r) => r.startsWith(`${code},`))).toContain("Rita Receipt");
  await expect(page.getByText(`Saved ${csv.suggestedFilename()}.`)).toBeVisible();
  await expectNoAxeViolations(page, "receipts export saved");
});

test("a member downloads a booking's receipt from the profile; staff see it on the order page @phone", async ({
  page,
}, testInfo) => {
  const court = testInfo.project.name === "phone" ? "Court 6" : "Court 5";
  await registerMember(page, "Mario Member", uniqueEmail("receipts"), "receipts-password");
  const inv = await memberBooksAndPays(page, "tennis", facilityDate(8), "08:00–09:00", court);

  // The "Booking confirmed" toast's own close button is not this spec's to measure.
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  const card = page.getByRole("article", { name: `Booking ${inv}` });
  await card.getByRole("button", { name: `Receipts for ${inv}` }).click();
  const receipt = card.getByText(/^Receipt R-\d{4}-\d{6}$/);
  await expect(receipt).toBeVisible();
  const code = ((await receipt.textContent()) ?? "").replace("Receipt ", "");
  await expectNoAxeViolations(page, "profile with a booking's receipts open");
  await expectTouchSized(page, testInfo.project.name === "phone", "profile with a booking's receipts open");
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: `Download Receipt ${code} as PDF` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${code}.pdf`);
  // The profile's own list holds every receipt of the member, naming its order.
  const all = page.getByRole("region", { name: "Receipts", exact: true });
  await expect(all.getByText(`Receipt ${code}`)).toBeVisible();
  await expect(all.getByText(`order ${inv}`)).toBeVisible();

  await ownerSignIn(page);
  await page.getByLabel("Search").fill(inv.toLowerCase());
  // The list re-renders as the search lands: click the link of the filtered list, not the one before it.
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: inv }).click();
  await expect(page).toHaveURL(/\/admin\/orders\//);
  const receipts = page.getByRole("region", { name: "Receipts" });
  await expect(receipts.getByText(`Receipt ${code}`)).toBeVisible();
  await expectNoAxeViolations(page, "order page with its receipts");
  const [html] = await Promise.all([
    page.waitForEvent("download"),
    receipts.getByRole("button", { name: `Download Receipt ${code} as HTML` }).click(),
  ]);
  expect(html.suggestedFilename()).toBe(`${code}.html`);
});
