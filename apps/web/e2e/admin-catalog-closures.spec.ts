import { formatSlot } from "@courtside/contract";
import { uniqueEmail } from "./support/accounts.ts";
import { adminStorageState, callApi, gridCell, ownTennisCourt } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate } from "./support/booking.ts";
import { guestProof } from "./support/guest-proof.ts";
import { expect, type Page, test } from "./support/test.ts";

// Signed in as the tennis administrator; each test closes a court of its own, on day 9 or 10.
test.use({ storageState: async ({ browser }, use) => use(await adminStorageState(browser)) });

async function fillClosure(page: Page, court: string, date: string, from: string, to: string, reason: string) {
  const form = page.getByRole("region", { name: "Close courts" });
  await form.getByLabel("Court").selectOption({ label: court });
  await form.getByLabel("From date").fill(date);
  await form.getByLabel("From time").fill(from);
  await form.getByLabel("To date").fill(date);
  await form.getByLabel("To time").fill(to);
  await form.getByLabel("Reason").fill(reason);
  await form.getByRole("button", { name: "Add closure" }).click();
  return form;
}

test("a closure shows its court's cells closed in the public grid; deleting it reopens them @phone", async ({ page }, info) => {
  const date = facilityDate(info.project.name === "phone" ? 10 : 9);
  const court = await ownTennisCourt(page, "Court Shut");
  // The court goes whatever happens: left in the grid it would be free beside other specs' taken courts.
  try {
    await page.goto("/admin/closures");
    await expect(page.getByRole("heading", { level: 1, name: "Tennis closures" })).toBeVisible();
    await fillClosure(page, court.name, date, "18:00", "20:00", "Net repair");
    const row = page.getByRole("row", { name: new RegExp(court.name) });
    await expect(row).toContainText("Net repair");
    await expect(row).toContainText("18:00");
    await expectNoAxeViolations(page, "closures");
    if (info.project.name === "phone") {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }

    await page.goto(`/court-schedules-tennis?date=${date}`);
    await expect(gridCell(page, court.name, "18:00")).toHaveAttribute("data-status", "closed");
    await expect(gridCell(page, court.name, "19:00")).toHaveAttribute("data-status", "closed");
    await expect(gridCell(page, court.name, "20:00")).toHaveAttribute("data-status", "available");

    await page.goto("/admin/closures");
    await page.getByRole("button", { name: new RegExp(`^Delete the closure of ${court.name}`) }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete closure" }).click();
    await expect(page.getByRole("row", { name: new RegExp(court.name) })).toHaveCount(0);
    await page.goto(`/court-schedules-tennis?date=${date}`);
    await expect(gridCell(page, court.name, "18:00")).toHaveAttribute("data-status", "available");
  } finally {
    await callApi(page, "DELETE", `/api/admin/tennis/courts/${court.id}`).catch(() => undefined);
  }
});

test("a closure over a booked slot is refused, listing the booking", async ({ page }) => {
  const date = facilityDate(9);
  const court = await ownTennisCourt(page, "Court Booked");
  const slots: { id: number; start: string }[] = await (await page.request.get("/api/frontend/timeslots")).json();
  const order = await callApi(
    page,
    "POST",
    "/api/frontend/orders",
    {
      date,
      timeslot_id: slots.find((s) => s.start === "12:00")?.id,
      court_ids: [court.id],
      billing: { name: "Someone Else", email: uniqueEmail("else"), phone: "600000000" },
      guest: true,
      proof: await guestProof(page.request),
    },
    true,
  );
  await page.goto("/admin/closures");
  const form = await fillClosure(page, court.name, date, "11:00", "14:00", "Resurfacing");
  const alert = form.getByRole("alert");
  await expect(alert).toContainText("This closure would hit 1 booking.");
  await expect(alert.getByRole("listitem")).toHaveText([
    `${order.inv} · ${court.name} · ${formatSlot(date, "12:00", "13:00")} · held, not paid yet`,
  ]);
  // Listed with what closing it would refund (nothing: it is unpaid), and no closure row added.
  const hits = page.getByRole("region", { name: "Bookings this closure hits: 1" });
  await expect(hits.getByRole("row", { name: new RegExp(order.inv) })).toContainText("unpaid: cancelled");
  await expect(page.getByRole("row", { name: new RegExp(court.name) }).filter({ hasText: "Resurfacing" })).toHaveCount(0);
  await callApi(page, "DELETE", `/api/admin/tennis/courts/${court.id}`);
});

test("a closure refused by a booking links to it; staff move the booking and the closure then goes through", async ({ page }) => {
  const date = facilityDate(9);
  const [busy, taken, spare] = [
    await ownTennisCourt(page, "Court Busy"),
    await ownTennisCourt(page, "Court Taken"),
    await ownTennisCourt(page, "Court Spare"),
  ];
  const slots: { id: number; start: string }[] = await (await page.request.get("/api/frontend/timeslots")).json();
  const at15 = slots.find((s) => s.start === "15:00")?.id;
  const guestOrder = async (courtId: number) =>
    callApi(
      page,
      "POST",
      "/api/frontend/orders",
      {
        date,
        timeslot_id: at15,
        court_ids: [courtId],
        billing: { name: "Someone Else", email: uniqueEmail("else"), phone: "600000000" },
        guest: true,
        proof: await guestProof(page.request),
      },
      true,
    );
  const order = await guestOrder(busy.id);

  await page.goto("/admin/closures");
  const form = await fillClosure(page, busy.name, date, "14:00", "17:00", "Resurfacing");
  const alert = form.getByRole("alert").filter({ hasText: "Could not close" });
  await expect(alert).toContainText("Move it to another court or time");
  await expectNoAxeViolations(page, "closure refused by a booking");

  // A new attempt shows only its own outcome: the refusal goes, the field error shows.
  await form.getByLabel("To time").fill("13:00");
  await form.getByRole("button", { name: "Add closure" }).click();
  await expect(form.getByText("The closure must end after it starts.")).toBeVisible();
  await expect(alert).toHaveCount(0);
  await form.getByLabel("To time").fill("17:00");
  await form.getByRole("button", { name: "Add closure" }).click();
  await alert.getByRole("link", { name: new RegExp(`^${order.inv} · ${busy.name} · .*15:00–16:00`) }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.inv}` })).toBeVisible();
  await page.getByRole("button", { name: `Move ${busy.name}` }).click();
  const panel = page.getByRole("region", { name: new RegExp(`^Move ${busy.name}, `) });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page, "moving a booking");

  // Someone books the chosen court before staff confirm: the refusal names it, and only the latest outcome shows.
  await panel.getByRole("gridcell", { name: new RegExp(`^${taken.name}, 15:00–16:00: .+, Available`) }).click();
  await guestOrder(taken.id);
  await panel.getByRole("button", { name: "Move here" }).click();
  const refusal = panel.getByRole("alert").filter({ hasText: "Could not move" });
  await expect(refusal).toContainText(`${taken.name} is taken at 15:00`);
  await expectNoAxeViolations(page, "a move refused");
  await panel.getByRole("gridcell", { name: new RegExp(`^${spare.name}, 15:00–16:00: .+, Available`) }).click();
  await expect(refusal).toHaveCount(0);
  await panel.getByRole("button", { name: "Move here" }).click();
  await expect(page.getByText(new RegExp(`^Moved to ${spare.name}, .*15:00–16:00\\.`))).toBeVisible();
  const courts = page.getByRole("region", { name: "Courts", exact: true });
  await expect(courts.getByRole("row", { name: new RegExp(spare.name) })).toContainText("Held, not paid");
  await expect(page.getByRole("region", { name: "History", exact: true })).toContainText(
    `(owner) moved booking ${order.inv} from ${busy.name},`,
  );

  await page.getByRole("link", { name: "Back to the closure" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tennis closures" })).toBeVisible();
  await expect(form.getByLabel("Reason")).toHaveValue("Resurfacing");
  await form.getByRole("button", { name: "Add closure" }).click();
  await expect(page.getByRole("row", { name: new RegExp(busy.name) })).toContainText("Resurfacing");
  await page.getByRole("button", { name: new RegExp(`^Delete the closure of ${busy.name}`) }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete closure" }).click();
  for (const court of [busy, taken, spare]) await callApi(page, "DELETE", `/api/admin/tennis/courts/${court.id}`);
});
