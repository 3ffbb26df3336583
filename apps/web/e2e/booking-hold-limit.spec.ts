import { uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { bookAsSomeoneElse, chooseSlot, facilityDate } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

test("a guest who already holds four unpaid court-slots is told the limit and which orders hold them @phone", async ({
  page,
  request,
}, testInfo) => {
  // Both projects run this test on one database: each takes its own hour.
  const [start, end] = testInfo.project.name === "phone" ? ["16:00", "17:00"] : ["15:00", "16:00"];
  const date = facilityDate(2);
  const email = uniqueEmail("holder");
  for (const court of ["Court 1", "Court 2", "Court 3", "Court 4"]) {
    await bookAsSomeoneElse(request, "frontend", date, start, court, email);
  }

  await page.goto("/tennis");
  await chooseSlot(page, date, `${start}–${end}`, ["Court 5"]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/guest\/summary$/);
  await page.getByLabel("Name").fill("Hedda Holder");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("600 555 111");
  await page.getByRole("button", { name: "Reserve and pay" }).click();

  const refusal = page.getByRole("alert").filter({ hasText: "one player may hold at most 4 court-slots of tennis" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/Pay or release them first \(T-\d{8}-\w{4}, T-/);
  await expectNoAxeViolations(page, "unpaid hold limit refusal");
});
