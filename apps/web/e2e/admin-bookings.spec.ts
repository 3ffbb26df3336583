import { readFile } from "node:fs/promises";
import { ownerSignIn, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate } from "./support/booking.ts";
import { guestProof } from "./support/guest-proof.ts";
import { type APIRequestContext, expect, test } from "./support/test.ts";

// Slots no other spec books: day +10 08:00 and day +9 07:00 tennis (inside the public
// horizon), and day +20 (past it: only staff book there). Each test keeps to its own courts.

/** Books and pays a tennis court through the public API as a guest; answers the invoice number. */
async function guestBooksAndPays(request: APIRequestContext, date: string, start: string, courtName: string, name: string) {
  await request.get("/api/csrf-cookie");
  const xsrf = decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "");
  const slots: { id: number; start: string }[] = await (await request.get("/api/frontend/timeslots")).json();
  const courts: { id: number; name: string }[] = await (await request.get("/api/frontend/courts")).json();
  const created = await request.post("/api/frontend/orders", {
    headers: { "X-XSRF-TOKEN": xsrf, "Idempotency-Key": `admin-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      date,
      timeslot_id: slots.find((s) => s.start === start)?.id,
      court_ids: [courts.find((c) => c.name === courtName)?.id],
      billing: { name, email: uniqueEmail("admin-e2e"), phone: "600 000 111" },
      guest: true,
      proof: await guestProof(request),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = await created.json();
  const paid = await request.post(`/api/payments/demo/${order.inv}/pay`, {
    headers: { "X-XSRF-TOKEN": xsrf },
    data: { key: order.access_key },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return order.inv as string;
}

test("an administrator finds a booking by invoice number, cancels it with a refund, and the court is free again", async ({
  page,
  request,
}) => {
  const date = facilityDate(10);
  const inv = await guestBooksAndPays(request, date, "08:00", "Court 2", "Paula Phone");
  const cell = page.getByRole("gridcell", { name: /^Court 2, 08:00–09:00: / });
  await page.goto(`/court-schedules-tennis?date=${date}`);
  await expect(cell).toHaveAttribute("data-status", "booked");

  await ownerSignIn(page);
  await page.getByLabel("Search").fill(inv.toLowerCase());
  const link = page.getByRole("link", { name: inv });
  await expect(link).toBeVisible();
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "admin bookings list");
  await link.click();

  await expect(page.getByRole("heading", { level: 1, name: `Order ${inv}` })).toBeVisible();
  await expect(page.getByText("Paula Phone", { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page, "order detail");
  // A paid order and its court say so (not "held").
  await expect(page.locator('[data-state="paid"]')).toHaveText("Paid");
  await expect(page.getByRole("region", { name: "Courts", exact: true }).locator("[data-state]")).toHaveText("Booked");
  await expect(page.locator('[data-state="held"]')).toHaveCount(0);
  await page.getByLabel("Reason (optional)").fill("Customer called");
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel order" });
  await expect(dialog).toContainText(inv);
  await expect(dialog).toContainText("is refunded");
  await expect(dialog.getByRole("button", { name: "Keep order" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText(`Order ${inv} cancelled and refunded.`)).toBeVisible();
  await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
  const courts = page.getByRole("region", { name: "Courts", exact: true });
  await expect(courts.getByText("Released", { exact: true })).toBeVisible();
  const payments = page.getByRole("region", { name: "Payments", exact: true });
  await expect(payments.getByRole("cell", { name: "refund", exact: true })).toBeVisible();
  const history = page.getByRole("region", { name: "History", exact: true });
  await expect(history).toContainText(`(owner) cancelled booking ${inv} on Court 2,`);
  await expect(history).toContainText("refund €");
  await expect(history).toContainText("(reason: Customer called)");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  await page.goto(`/court-schedules-tennis?date=${date}`);
  await expect(cell).toHaveAttribute("data-status", "available");
});

test("a desk booking for a walk-in guest: a taken court answers with its name, the booking shows in the list and the CSV", async ({
  page,
  request,
}) => {
  const name = `Walter Walkin ${Date.now().toString(36)}`;
  await ownerSignIn(page);
  await page.getByRole("link", { name: "New desk booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tennis desk booking" })).toBeVisible();
  await expectNoAxeViolations(page, "desk booking");

  // Someone books Court 1 online while the desk is filling in the form.
  const soon = facilityDate(9);
  await page.getByLabel("Date", { exact: true }).fill(soon);
  await page.getByRole("gridcell", { name: /^Court 1, 07:00–08:00: .+, Available/ }).click();
  await expect(page.getByText("Chosen: 07:00–08:00 · Court 1")).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("walkin"));
  await page.getByRole("textbox", { name: "Phone" }).fill("+34 600 999 888");
  await guestBooksAndPays(request, soon, "07:00", "Court 1", "Online Olga");
  await page.getByRole("button", { name: "Book" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "That court is taken" });
  await expect(alert).toContainText("Court 1 was just booked by someone else");
  const taken = page.getByRole("gridcell", { name: /^Court 1, 07:00–08:00: Booked/ });
  await expect(taken).toBeVisible();
  // The desk's grid names who booked it (the public grid never does): in the cell, its name and its tooltip.
  await expect(taken).toContainText("Online");
  await expect(taken).toHaveAccessibleName("Court 1, 07:00–08:00: Booked, Online. Booked by Online Olga");
  await expect(taken).toHaveAttribute("title", "Booked by Online Olga");

  // Past the public horizon: only staff can book there.
  const later = facilityDate(20);
  await page.getByLabel("Date", { exact: true }).fill(later);
  await page.getByRole("gridcell", { name: /^Court 3, 09:00–10:00: .+, Available/ }).click();
  await page.getByRole("gridcell", { name: /^Court 4, 09:00–10:00: .+, Available/ }).click();
  await expect(page.getByText("Chosen: 09:00–10:00 · Court 3, Court 4")).toBeVisible();
  await page.getByLabel(/^Pay later/).check();
  await page.getByRole("button", { name: "Book" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^Order T-/ });
  await expect(heading).toBeVisible();
  const inv = ((await heading.textContent()) ?? "").replace("Order ", "");
  await expect(page.getByText("Tennis · booked at the desk")).toBeVisible();
  await expect(page.getByRole("region", { name: "History", exact: true })).toContainText(
    `(owner) booked ${inv} on Court 3 and Court 4,`,
  );
  await expect(page.getByRole("button", { name: "Mark paid" })).toBeVisible();

  await page.goto("/admin/bookings");
  await page.getByLabel("Search").fill(name);
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: `${inv} Desk booking` })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tennis-bookings-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path()) ?? "", "utf8");
  const lines = text
    .replace(/^\ufeff/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Invoice,Kind,Booking invoice,Status,Refund due,Date,Start,End,Courts,Customer,Email,Phone,Customer type,Channel,Total,Refunded,Currency,Created (Europe/Madrid),Paid (Europe/Madrid)",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${inv},booking,,pending,no,${later},09:00,10:00,"Court 3, Court 4",${name},`);
  expect(lines[1]).toContain(",'+34 600 999 888,guest,desk,");
});

test("the bookings list fits a phone: the table scrolls inside its container @phone", async ({ page }) => {
  await ownerSignIn(page);
  await expect(page.getByRole("table", { name: "Tennis orders" })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
  await expectNoAxeViolations(page, "admin bookings list on a phone");
});
