import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseSlot, facilityDate } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

// Both projects run these tests on one database: each takes its own court.
const courtOf = (project: string) => (project === "phone" ? "Court 6" : "Court 5");

test("a guest releases the courts they hold, and starting over asks first @phone", async ({ page }, testInfo) => {
  const court = courtOf(testInfo.project.name);
  const date = facilityDate(3);
  await page.goto("/tennis");
  await chooseSlot(page, date, "17:00–18:00", [court]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await page.getByLabel("Name").fill("Rita Release");
  await page.getByLabel("Email").fill("rita@example.test");
  await page.getByLabel("Phone").fill("600 555 222");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  await expect(page.getByRole("heading", { name: /^Order T-/ })).toBeVisible();

  // Starting over while the courts are held asks whether to release them; Go back changes nothing.
  await page.getByRole("button", { name: "Start a new booking" }).click();
  const ask = page.getByRole("dialog", { name: "Start a new booking" });
  await expect(ask.getByRole("button", { name: "Keep them held" })).toBeVisible();
  await expectNoAxeViolations(page, "start over dialog");
  await ask.getByRole("button", { name: "Go back" }).click();
  await expect(ask).toBeHidden();

  await page.getByRole("button", { name: "Release the courts" }).click();
  await page.getByRole("dialog", { name: "Release the courts" }).getByRole("button", { name: "Release the courts" }).click();
  await expect(page.getByText(/The courts of order T-\S+ are free again\./)).toBeVisible();
  // The draft is kept: the summary offers to reserve the same booking again.
  await expect(page.getByRole("button", { name: "Reserve and pay" })).toBeVisible();
  await expect(page.getByText(`17:00–18:00 · ${court}`)).toBeVisible();
  await expectNoAxeViolations(page, "summary after releasing");

  const slots: { id: number; start: string }[] = await (await page.request.get("/api/frontend/timeslots")).json();
  const slotId = slots.find((s) => s.start === "17:00")?.id;
  const filter: { name: string; available: boolean }[] = await (
    await page.request.get(`/api/frontend/schedule-courts/all/${slotId}?date=${date}`)
  ).json();
  expect(filter.find((c) => c.name === court)?.available).toBe(true);
});
