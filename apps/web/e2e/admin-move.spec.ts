import { uniqueEmail } from "./support/accounts.ts";
import { adminStorageState } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, payOnDemoCheckout } from "./support/booking.ts";
import { linkFromMail } from "./support/mailbox.ts";
import { expect, type Page, test } from "./support/test.ts";

// Tennis at 09:00 from day +60 on (staff book past the public horizon; no other spec goes that
// far): a weekday booking moves to the first weekend day after it, where a guest pays the
// weekend price (€28.00 instead of €24.00). Each test keeps to its own court.
const TIME = "09:00";
const WEEKDAY_PRICE = "€24.00";
const DIFFERENCE = "€4.00";

/** The first weekday and the first weekend day from day +60 on. */
function weekdayAndWeekend(): [string, string] {
  const dates = Array.from({ length: 7 }, (_, i) => facilityDate(60 + i));
  const weekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
  return [dates.find((d) => !weekend(d)) ?? "", dates.find(weekend) ?? ""];
}

/** A paid desk booking of a guest (through the back-office API, as the desk page sends it); answers its order id and invoice. */
async function paidDeskBooking(page: Page, date: string, court: string, email: string) {
  return page.evaluate(
    async ({ date, court, email, time }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem("authToken")}` };
      const slots: { id: number; start: string }[] = await (await fetch("/api/frontend/timeslots")).json();
      const courts: { id: number; name: string }[] = await (await fetch("/api/frontend/courts")).json();
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
      const res = await fetch("/api/admin/tennis/bookings", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", "X-XSRF-TOKEN": xsrf, "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify({
          date,
          timeslot_id: slots.find((s) => s.start === time)?.id,
          court_ids: [courts.find((c) => c.name === court)?.id],
          customer: { guest: { name: "Moira Move", email, phone: "600 111 222" } },
          payment: "paid",
        }),
      });
      if (res.status !== 201) throw new Error(`desk booking: ${res.status} ${await res.text()}`);
      const order = await res.json();
      return { orderId: order.order_id as string, inv: order.inv as string };
    },
    { date, court, email, time: TIME },
  );
}

/** Opens the order, its move panel for the court, and picks the same court at the same time on `to`. */
async function moveTo(page: Page, orderId: string, court: string, to: string) {
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole("button", { name: `Move ${court}` }).click();
  const panel = page.getByRole("region", { name: /^Move / });
  await expect(panel.getByRole("heading", { name: /^Move / })).toBeFocused();
  await panel.getByLabel("Date", { exact: true }).fill(to);
  const cell = panel.getByRole("gridcell", { name: new RegExp(`^${court}, ${TIME}–`) });
  await expect(cell).toHaveAttribute("data-status", "available");
  await cell.click();
  return panel;
}

test("staff move a paid booking to a pricier slot and keep the price as booked", async ({ browser }) => {
  const [weekday, weekend] = weekdayAndWeekend();
  const court = "Court 1";
  const context = await browser.newContext({
    storageState: await adminStorageState(browser),
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/admin/bookings");
  const order = await paidDeskBooking(page, weekday, court, uniqueEmail("move-keep"));

  const panel = await moveTo(page, order.orderId, court, weekend);
  await panel.getByRole("radio", { name: "Keep the price as booked" }).check();
  await expectNoAxeViolations(page, "move panel, keeping the price");
  await panel.getByRole("button", { name: "Move here" }).click();
  await expect(page.getByText(new RegExp(`^Moved to ${court}, .*${TIME}`))).toBeVisible();
  await expect(panel).toBeHidden();

  // Still one paid order at the weekday price, now on the weekend; no difference to pay.
  await expect(page.getByRole("table", { name: "Order lines" })).toContainText(WEEKDAY_PRICE);
  await expect(page.getByRole("region", { name: "Extra add-on orders" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "History (table)" })).toContainText("price kept as booked");
  await expectNoAxeViolations(page, "order moved, price kept");
  await context.close();
});

test("staff move a paid booking to a pricier slot and the customer pays the difference", async ({ browser }) => {
  const [weekday, weekend] = weekdayAndWeekend();
  const court = "Court 2";
  const email = uniqueEmail("move-settle");
  const context = await browser.newContext({
    storageState: await adminStorageState(browser),
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/admin/bookings");
  const order = await paidDeskBooking(page, weekday, court, email);

  const panel = await moveTo(page, order.orderId, court, weekend);
  await expect(panel.getByRole("radio", { name: "Charge or refund the difference" })).toBeChecked();
  await panel.getByRole("button", { name: "Move here" }).click();
  await expect(page.getByText(new RegExp(`^Moved to ${court}, .*${TIME}.* ${email} is mailed`))).toBeVisible();

  // The difference is a pending order of its own, linked from the booking.
  const extras = page.getByRole("region", { name: "Extra add-on orders" });
  await expect(extras).toContainText(DIFFERENCE);
  await expect(extras).toContainText("Held, not paid");
  const childInv = ((await extras.getByRole("link").first().textContent()) ?? "").trim();
  await expectNoAxeViolations(page, "order moved, difference to pay");

  // The customer pays it from the link in their mail.
  const link = await linkFromMail(email, /https?:\/\/\S+\/pay\/\S+/);
  const customer = await browser.newContext();
  const pay = await customer.newPage();
  await pay.goto(link);
  await payOnDemoCheckout(pay, childInv);
  await expect(pay.getByText(/paid/i).first()).toBeVisible();
  await customer.close();

  await page.reload();
  await expect(extras).toContainText(DIFFERENCE);
  await expect(extras).toContainText("Paid");
  await expectNoAxeViolations(page, "order moved, difference paid");
  await context.close();
});
