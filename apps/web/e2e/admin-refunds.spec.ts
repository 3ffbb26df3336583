import { uniqueEmail } from "./support/accounts.ts";
import { adminStorageState, callApi, ownTennisCourt } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate } from "./support/booking.ts";
import { mailMatching } from "./support/mailbox.ts";
import { expect, type Page, test } from "./support/test.ts";

// Signed in as the owner. Each test books a member of its own on a court of its own at the
// desk (paid), on day +5 (desktop) or +6 (phone), 16:00 or 10:00 tennis.
test.use({ storageState: async ({ browser }, use) => use(await adminStorageState(browser)) });

/** A new member (registered through the API) with a paid desk booking of a court of the test's own. */
async function paidMemberBooking(page: Page, date: string, start: string, prefix: string) {
  const email = uniqueEmail(prefix);
  const registered = await callApi(
    page,
    "POST",
    "/api/frontend/register",
    { name: "Rafa Refund", email, phone: "600000001", password: "refund-password-1", password_confirmation: "refund-password-1" },
    true,
  );
  const court = await ownTennisCourt(page, "Court Refund");
  const slots: { id: number; start: string }[] = await (await page.request.get("/api/frontend/timeslots")).json();
  const order = await callApi(page, "POST", "/api/admin/tennis/bookings", {
    date,
    timeslot_id: slots.find((s) => s.start === start)?.id,
    court_ids: [court.id],
    addons1: [],
    addons2: [],
    customer: { member_id: registered.user.id },
    payment: "paid",
    override_limits: true,
  });
  return { email, court, order: order as { order_id: string; inv: string; total: number } };
}

const noOverflow = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

test("staff refund part of a paid booking as club credit; the order shows paid and refunded totals @phone", async ({
  page,
}, info) => {
  const date = facilityDate(info.project.name === "phone" ? 6 : 5);
  const { email, court, order } = await paidMemberBooking(page, date, "16:00", "part-refund");
  await page.goto(`/admin/orders/${order.order_id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.inv}` })).toBeVisible();
  const refund = page.getByRole("region", { name: "Refund part" });
  await expect(refund).toContainText("is left to refund");
  await expectNoAxeViolations(page, "order with refund part");

  await refund.getByLabel(/^Amount/).fill("5");
  await refund.getByLabel("Club credit").check();
  await refund.getByLabel("Reason").fill("Lights out for a while");
  await refund.getByRole("button", { name: "Refund part" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Refund €5.00" }).click();
  await expect(page.locator('dl[aria-label="Money"]')).toContainText("€5.00 club credit");
  await expectNoAxeViolations(page, "order after a part refund");
  if (info.project.name === "phone") await noOverflow(page);
  // The mailbox keeps the raw message (quoted-printable), so the euro sign is matched apart.
  expect(await mailMatching(email, /added to your club credit/)).toContain("5.00, added to your club credit");
  await callApi(page, "DELETE", `/api/admin/tennis/courts/${court.id}`);
});

test("staff close a booked court for rain and refund the booking as club credit in one step @phone", async ({ page }, info) => {
  const date = facilityDate(info.project.name === "phone" ? 6 : 5);
  const { email, court, order } = await paidMemberBooking(page, date, "10:00", "rain");
  await page.goto("/admin/closures");
  const form = page.getByRole("region", { name: "Close courts" });
  await form.getByLabel("Court").selectOption({ label: court.name });
  await form.getByLabel("From date").fill(date);
  await form.getByLabel("From time").fill("09:00");
  await form.getByLabel("To date").fill(date);
  await form.getByLabel("To time").fill("12:00");
  await form.getByLabel("Reason").fill("Rain");
  await form.getByRole("button", { name: "Add closure" }).click();
  await expect(form.getByRole("alert")).toContainText("This closure would hit 1 booking.");
  const hits = page.getByRole("region", { name: "Bookings this closure hits: 1" });
  await expect(hits.getByRole("row", { name: new RegExp(order.inv) })).toContainText(court.name);
  await expectNoAxeViolations(page, "closure refused, hits listed");
  if (info.project.name === "phone") await noOverflow(page);

  await hits.getByRole("button", { name: "Close and refund as club credit" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("refunded as club credit");
  await dialog.getByRole("button", { name: "Close and refund" }).click();
  await expect(page.getByRole("row", { name: new RegExp(court.name) }).filter({ hasText: "Rain" })).toBeVisible();
  await expect(hits).toHaveCount(0);
  await expectNoAxeViolations(page, "closure added with refunds");
  expect(await mailMatching(email, /Booking cancelled|cancelled by the club/)).toContain("added to your club credit");

  await page.goto(`/admin/orders/${order.order_id}`);
  await expect(page.locator('dl[aria-label="Money"]')).toContainText("club credit");
  const closures: { data: { id: number; court_id: number | null }[] } = await (
    await page.request.get("/api/admin/tennis/closures?per_page=100", {
      headers: { Authorization: `Bearer ${await adminToken(page)}` },
    })
  ).json();
  const ours = closures.data.find((c) => c.court_id === court.id);
  if (ours) await callApi(page, "DELETE", `/api/admin/tennis/closures/${ours.id}`);
  await callApi(page, "DELETE", `/api/admin/tennis/courts/${court.id}`);
});

async function adminToken(page: Page) {
  const state = await page.context().storageState();
  return state.origins.flatMap((o) => o.localStorage).find((e) => e.name === "authToken")?.value ?? "";
}
