import { ownerSignIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate } from "./support/booking.ts";
import { deskBooksTennis } from "./support/desk-booking.ts";
import { expect, test } from "./support/test.ts";

// Four Tuesdays-or-whatever weekly dates from day +28, past the public horizon (staff only) and
// past the demo club's bookings; each project keeps to a court of its own (phone and desktop run together).
const weeks = [28, 35, 42, 49].map(facilityDate);

test("a series with one taken date: the preview shows it, booking books the rest @phone", async ({ page, request }, testInfo) => {
  const court = testInfo.project.name === "phone" ? "Court 6" : "Court 5";
  const takenInv = await deskBooksTennis(request, {
    date: weeks[2] as string,
    start: "07:00",
    courtNames: [court],
    guestName: "Other Booker",
    keyPrefix: "series",
  });

  await ownerSignIn(page);
  await page.goto("/admin/desk");
  await page.getByRole("link", { name: /^Book a weekly series/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tennis weekly series" })).toBeVisible();
  await expectNoAxeViolations(page, "weekly series form");

  await page.getByLabel("Date", { exact: true }).fill(weeks[0] as string);
  await page.getByRole("gridcell", { name: new RegExp(`^${court}, 07:00–08:00: .+, Available`) }).click();
  await expect(page.getByText(`Chosen: 07:00–08:00 · ${court}`)).toBeVisible();
  await page.getByRole("spinbutton", { name: "Weeks" }).fill("4");
  await page.getByRole("textbox", { name: "Name" }).fill("Tuesday Tess");
  await page.getByRole("textbox", { name: "Email" }).fill(`tess-${Date.now()}@example.org`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+34 600 123 456");
  await page.getByRole("button", { name: "Preview the dates" }).click();

  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByText("3 of 4 dates are free; only those are booked.")).toBeVisible();
  await expect(preview.locator(`tr[data-date="${weeks[2]}"] [data-status]`)).toHaveText("Taken");
  await expect(preview.locator(`tr[data-date="${weeks[2]}"]`)).toContainText(takenInv);
  for (const date of [weeks[0], weeks[1], weeks[3]])
    await expect(preview.locator(`tr[data-date="${date}"] [data-status]`)).toHaveText("Free");
  await expectNoAxeViolations(page, "weekly series preview");

  await preview.getByRole("button", { name: "Book 3 free dates" }).click();
  const result = page.getByRole("region", { name: "Series booked" });
  await expect(result.getByText("Booked 3 of 4 dates")).toBeVisible();
  await expect(result.locator(`tr[data-date="${weeks[2]}"] [data-status]`)).toHaveText("Taken");
  await expect(result.locator("[data-state]")).toHaveText(["Paid", "Paid", "Paid"]);
  await expectNoAxeViolations(page, "weekly series booked");

  // Each booked date is an ordinary order whose page shows the series and can cancel the rest.
  await result.locator(`tr[data-date="${weeks[1]}"]`).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order T-/ })).toBeVisible();
  const series = page.getByRole("region", { name: "Weekly series" });
  await expect(series.getByText("(this order)")).toBeVisible();
  await expectNoAxeViolations(page, "order of a series");
  await series.getByRole("button", { name: "Cancel this date and the rest" }).click();
  await series.getByRole("button", { name: "Cancel 2 dates" }).click();
  await expect(page.getByText("Cancelled 2 dates of the series.")).toBeVisible();
  await expect(series.locator("[data-state]")).toHaveText(["Paid", "Refunded", "Refunded"]);
  await expectNoAxeViolations(page, "series after cancelling the rest");
});
