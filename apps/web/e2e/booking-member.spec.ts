import { readFile } from "node:fs/promises";
import { signIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { bookAsSomeoneElse, chooseSlot, facilityDate, payOnDemoCheckout } from "./support/booking.ts";
import { DEMO_PASSWORD, E2E_BASE_URL } from "./support/settings.ts";
import { expect, request as playwrightRequest, test } from "./support/test.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile/);
});

test("a member books tennis with add-ons and a multi-add-on, pays and sees the booking on the profile", async ({ page }) => {
  const date = facilityDate(2);
  await page.goto("/tennis");
  await expectNoAxeViolations(page, "booking home");
  await chooseSlot(page, date, "10:00–11:00", ["Court 3"]);
  await expectNoAxeViolations(page, "booking home with courts");
  await page.getByRole("button", { name: "Continue to add-ons" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("textbox", { name: "Racket rental quantity" }).fill("2");
  await page.getByRole("checkbox", { name: /Ball machine/ }).check();
  await expectNoAxeViolations(page, "add-on step");
  await page.getByRole("link", { name: /Junior tennis camp: choose dates/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Junior tennis camp" })).toBeVisible();
  await expectNoAxeViolations(page, "multi-add-on module");
  await page.getByRole("link", { name: "Choose dates for Camp morning" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Camp morning" })).toBeVisible();
  await page
    .getByRole("textbox", { name: /^Camp morning on/ })
    .nth(2)
    .fill("1");
  await expectNoAxeViolations(page, "schedule add-ons");
  await page.getByRole("link", { name: "Back to add-ons" }).click();
  await expect(page.getByText(/Camp morning × 1/).first()).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByLabel("Email")).toHaveValue("member@courtside.test");
  await page.getByLabel("Phone").fill("+34 600 123 456");
  await expectNoAxeViolations(page, "summary");
  const reserve = page.getByRole("button", { name: "Reserve and pay" });
  await reserve.dblclick();
  await expect(page.getByRole("heading", { name: /^Order T-/ })).toBeVisible();
  await expect(page.getByText("Courts held for you")).toBeVisible();
  await expect(page.getByRole("cell", { name: /Camp morning/ })).toBeVisible();
  const inv = ((await page.getByRole("heading", { name: /^Order T-/ }).textContent()) ?? "").replace("Order ", "");
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/pay\//);
  await expect(page.getByText("Demo payment — no money moves.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, "demo checkout");
  await payOnDemoCheckout(page, inv);

  await expect(page).toHaveURL(/\/profile\?highlight=/);
  const card = page.getByRole("article", { name: `Booking ${inv}` });
  await expect(card).toBeVisible();
  await expect(card.getByText("New")).toBeVisible();
  await expect(card.getByText("paid")).toBeVisible();
  await expect(page.getByText(`Booking confirmed. Invoice ${inv}.`)).toBeVisible();
  await expectNoAxeViolations(page, "profile with bookings");

  // The calendar file comes with the member's session (a plain link could not carry it).
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: `Add to calendar: booking ${inv} (.ics)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${inv}.ics`);
  const ics = await readFile((await file.path()) ?? "", "utf8");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain(inv);

  // A calendar subscription: one secret address with every booking, for a calendar app (no session).
  await page.getByRole("button", { name: "Make a subscription address" }).click();
  const address = await page.getByLabel("Your subscription address").inputValue();
  await expectNoAxeViolations(page, "calendar subscription made");
  const feed = await page.request.get(new URL(address).pathname, { headers: { authorization: "" } });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(inv);
  await page.getByRole("button", { name: "Stop the subscription" }).click();
  await expect(page.getByRole("button", { name: "Make a subscription address" })).toBeVisible();
  expect((await page.request.get(new URL(address).pathname)).status()).toBe(404);
});

test("a court taken by someone else mid-flow is named and another court can be picked, add-ons kept", async ({ page }) => {
  const date = facilityDate(4);
  await page.goto("/tennis");
  await chooseSlot(page, date, "12:00–13:00", ["Court 1"]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await page.getByRole("textbox", { name: "Racket rental quantity" }).fill("1");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByLabel("Phone").fill("600 123 456");

  const other = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await bookAsSomeoneElse(other, "frontend", date, "12:00", "Court 1");
  await other.dispose();

  await page.getByRole("button", { name: "Reserve and pay" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "That court was just taken" });
  await expect(alert).toContainText("Court 1 is held by someone else");
  await alert.getByRole("button", { name: "Choose another court" }).click();

  await expect(page).toHaveURL(/\/tennis$/);
  await expect(page.getByRole("checkbox", { name: /^Court 1\b/ })).toBeDisabled();
  await page.getByRole("checkbox", { name: /^Court 2\b/ }).click();
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("textbox", { name: "Racket rental quantity" })).toHaveValue("1");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByLabel("Phone")).toHaveValue("600 123 456");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  await expect(page.getByRole("heading", { name: /^Order T-/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Court 2" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Racket rental" })).toBeVisible();
});
