import { signIn, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseSlot, facilityDate, memberBooksAndPays, payOnDemoCheckout } from "./support/booking.ts";
import { linkFromMail } from "./support/mailbox.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, test } from "./support/test.ts";

// Day +7, 21:00 tennis: no other spec books it; each project takes its own court.
test("a member cancels a paid booking through the confirmation dialog and the court is free again @phone", async ({
  page,
}, testInfo) => {
  const court = testInfo.project.name === "phone" ? "Court 4" : "Court 2";
  const date = facilityDate(7);
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile/);
  const inv = await memberBooksAndPays(page, "tennis", date, "21:00–22:00", court);

  await page.goto(`/court-schedules-tennis?date=${date}`);
  const cell = page.getByRole("gridcell", { name: new RegExp(`^${court}, 21:00–22:00: `) });
  await expect(cell).toHaveAttribute("data-status", "booked");

  await page.goto("/profile");
  const card = page.getByRole("article", { name: `Booking ${inv}` });
  await card.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel booking" });
  await expect(dialog).toContainText(inv);
  await expectNoAxeViolations(page, "cancel booking dialog");
  // The dialog's buttons say what they do: "Keep booking" keeps it.
  await dialog.getByRole("button", { name: "Keep booking" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("paid", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("dialog", { name: "Cancel booking" }).getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText(`Booking ${inv} cancelled.`)).toBeVisible();
  await expect(card.getByText("refunded", { exact: true })).toBeVisible();
  // A refunded booking is over: it leaves Upcoming for Past and cancelled.
  const booking = { name: `Booking ${inv}` };
  await expect(page.getByRole("region", { name: "Past and cancelled bookings" }).getByRole("article", booking)).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming bookings" }).getByRole("article", booking)).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Add extras" })).toHaveCount(0);
  await expectNoAxeViolations(page, "profile after cancelling");

  await page.goto(`/court-schedules-tennis?date=${date}`);
  await expect(cell).toHaveAttribute("data-status", "available");
  await expectNoAxeViolations(page, "court schedules after cancelling");
});

// Day +8, 20:30 padel: no other spec books it; each project takes its own court.
test("a guest opens the completion page from the confirmation mail and downloads the calendar file @phone", async ({
  page,
  browser,
}, testInfo) => {
  const court = testInfo.project.name === "phone" ? "Padel 4" : "Padel 1";
  const email = uniqueEmail("guest-mail");
  await page.goto("/padel");
  await chooseSlot(page, facilityDate(8), "20:30–22:00", [court]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add-ons" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/padel\/guest\/summary$/);
  await page.getByLabel("Name").fill("Mila Mail");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("600 555 222");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  const heading = page.getByRole("heading", { name: /^Order P-/ });
  await expect(heading).toBeVisible();
  const inv = ((await heading.textContent()) ?? "").replace("Order ", "");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnDemoCheckout(page, inv);
  await expect(page).toHaveURL(/\/padel\/guest\/booking-completed$/);

  const link = await linkFromMail(email, /https?:\/\/\S+\/padel\/guest\/booking-completed\?order=[0-9a-f-]+&key=[^\s"<>]+/);
  // Another browser: nothing of the booking flow is stored there, the link alone opens the order.
  const context = await browser.newContext();
  const mailPage = await context.newPage();
  await mailPage.goto(link);
  await expect(mailPage.getByRole("heading", { name: `Invoice ${inv}` })).toBeVisible();
  await expect(mailPage.getByText(new RegExp(`${court} · paid`))).toBeVisible();
  await expectNoAxeViolations(mailPage, "guest booking completed from the mail");

  const calendar = mailPage.getByRole("link", { name: /Add to your calendar/ });
  const href = (await calendar.getAttribute("href")) ?? "";
  expect(href).toMatch(/\/api\/[a-z_-]+\/orders\/[0-9a-f-]+\/calendar\.ics\?key=/);
  const response = await mailPage.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await response.text()).toContain("BEGIN:VCALENDAR");
  const [download] = await Promise.all([mailPage.waitForEvent("download"), calendar.click()]);
  expect(download.suggestedFilename()).toBe(`${inv}.ics`);

  // The same link with a wrong key: no thank-you, but why it opens nothing and the ways on.
  await mailPage.goto(link.replace(/key=[^&\s]+/, "key=not-the-key"));
  await expect(mailPage.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expect(mailPage.getByRole("alert")).toContainText("does not match any booking");
  await expect(mailPage.getByText(/Thank you/)).toHaveCount(0);
  await expect(mailPage.getByRole("heading", { name: `Invoice ${inv}` })).toHaveCount(0);
  await expect(mailPage.getByRole("link", { name: "Book a court" })).toHaveAttribute("href", "/padel");
  await expectNoAxeViolations(mailPage, "guest booking completed from a link with a wrong key");
  await context.close();
});
