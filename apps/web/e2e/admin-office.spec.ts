import { ownerSignIn, registerMember, signIn, uniqueEmail } from "./support/accounts.ts";
import { callAdmin } from "./support/admin-api.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, madridMinutes, memberBooksAndPays } from "./support/booking.ts";
import { linkFromMail } from "./support/mailbox.ts";
import { withPadelDay } from "./support/padel-lock.ts";
import { expect, type Page, test } from "./support/test.ts";

async function signInAsAdmin(page: Page) {
  await ownerSignIn(page);
}

// Padel's horizon only grows here (12 → 20 days) and is put back: no spec depends on padel dates past day +8.
test("an administrator lengthens the padel horizon and the padel booking home offers the new last date", async ({ page }) => {
  // Padel's rules are shared with the release draw spec: changed under the padel lock (support/padel-lock.ts).
  test.setTimeout(180_000);
  await withPadelDay(async () => {
    await signInAsAdmin(page);
    await page.goto("/admin/padel/rules");
    const horizon = page.getByLabel("Booking horizon (days)");
    await expect(horizon).toHaveValue(/\d+/);
    const original = {
      total_days: Number(await horizon.inputValue()),
      hold_minutes: Number(await page.getByLabel("Hold time (minutes)").inputValue()),
      cancel_hours: Number(await page.getByLabel("Free cancellation (hours before start)").inputValue()),
      max_unpaid_holds: Number(await page.getByLabel("Unpaid holds per player (court-slots)").inputValue()),
    };
    await expectNoAxeViolations(page, "padel rules");
    try {
      await horizon.fill("400");
      await page.getByRole("button", { name: "Save rules" }).click();
      await expect(page.getByText("The booking horizon must be between 1 and 365 days.")).toBeVisible();
      await horizon.fill("20");
      await page.getByRole("button", { name: "Save rules" }).click();
      await expect(page.getByText("Padel rules saved.")).toBeVisible();

      await page.goto("/padel");
      const dates = page.getByLabel("Date", { exact: true });
      await expect(dates.locator(`option[value="${facilityDate(19)}"]`)).toHaveCount(1);
      await expect(dates.locator(`option[value="${facilityDate(20)}"]`)).toHaveCount(0);
      await expect(dates.locator("option").last()).toHaveAttribute("value", facilityDate(19));

      // New dates open at a release time: 90 minutes from now (or, late at night, 90 minutes ago).
      const nowMinutes = madridMinutes();
      const later = nowMinutes + 90 < 24 * 60;
      const release = clock(later ? nowMinutes + 90 : nowMinutes - 90);
      await page.goto("/admin/padel/rules");
      await page.getByLabel("New dates open at").fill(release);
      await page.getByRole("button", { name: "Save rules" }).click();
      await expect(page.getByText("Padel rules saved.")).toBeVisible();
      await page.goto("/court-schedules-padel");
      // Before the release the newest date waits for it; the page says when, with a countdown.
      const last = later ? 18 : 19;
      await expect(page.getByLabel("Date", { exact: true }).locator("option").last()).toHaveAttribute(
        "value",
        facilityDate(last),
      );
      const next = page.getByTestId("next-opening");
      await expect(next).toContainText(new RegExp(`Next to open: .+, opens .+, ${release} \\(in \\d`));
      await expect(next.getByRole("timer")).toHaveText(later ? /^in 1 h (2\d|30) min$/ : /^in (22|23) h \d+ min$/);
      await expectNoAxeViolations(page, "padel grid with the next opening");

      // Reminder mails: a time of day, or none when emptied.
      await page.goto("/admin/padel/rules");
      const reminders = page.getByLabel("Reminder mails at");
      await expect(reminders).toHaveValue("18:00");
      await reminders.fill("");
      await page.getByRole("button", { name: "Save rules" }).click();
      await expect(page.getByText("Padel rules saved.")).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("Reminder mails at")).toHaveValue("");
    } finally {
      expect(
        (await callAdmin(page, "PUT", "/api/admin/padel/rules", { ...original, release_time: null, reminder_time: "18:00" }))
          .status,
      ).toBe(200);
    }
    await page.goto("/padel");
    await expect(page.getByLabel("Date", { exact: true }).locator("option").last()).toHaveAttribute(
      "value",
      facilityDate(original.total_days - 1),
    );
  });
});

// Day +11, 07:00 tennis, Court 6: no other spec books on day +11. The dashboard is read for that one day.
test("the dashboard shows the figures of a booking made in the test", async ({ page, browser }) => {
  const date = facilityDate(11);
  await registerMember(page, "Dana Dashboard", uniqueEmail("dashboard"), "dashboard-pass-1");
  await memberBooksAndPays(page, "tennis", date, "07:00–08:00", "Court 6");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signInAsAdmin(admin);
    await admin.goto(`/admin/dashboard?from=${date}&to=${date}`);
    await expect(admin.getByRole("heading", { level: 1, name: "Tennis dashboard" })).toBeVisible();
    const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
    await expect(admin.getByTestId("total-revenue")).toHaveText(weekend ? "€22.00" : "€18.00");
    await expect(admin.getByTestId("total-paid-orders")).toHaveText("1");
    await expect(admin.getByText("1 court booking", { exact: true })).toBeVisible();
    await admin.getByText("Utilisation by court as a table").click();
    await expect(admin.getByRole("row", { name: /^Court 6 1 h \d+ h \d+%$/ })).toBeVisible();
    await expect(
      admin
        .getByRole("table", { name: /Percentage of court time booked/ })
        .getByRole("cell", { name: /%$/ })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(admin, "dashboard");
  } finally {
    await adminContext.close();
  }
});

test("an invited administrator sets a password from the mailed link, lands in the back office, is deactivated, and the audit log and outbox show it", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("invitee");
  const name = `Ines Invitee ${email.slice(8, 16)}`;
  await signInAsAdmin(page);
  await page.goto("/admin/administrators");
  await expectNoAxeViolations(page, "administrators");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  // A manager of padel only: they land on the padel bookings.
  await page.getByLabel("Role", { exact: true }).selectOption("manager");
  await page.getByRole("checkbox", { name: "Tennis" }).uncheck();
  await page.getByRole("checkbox", { name: "Padel" }).check();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Invited")).toBeVisible();

  const link = await linkFromMail(email, /https?:\/\/\S+\/admin\/invite\/[A-Za-z0-9_-]+/);
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  try {
    await invitee.goto(link);
    await expect(invitee.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
    await expectNoAxeViolations(invitee, "accept invitation");
    await invitee.getByRole("textbox", { name: "Password", exact: true }).fill("invitee-pass-1");
    await invitee.getByLabel("Confirm password").fill("invitee-pass-1");
    await invitee.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(invitee).toHaveURL(/\/admin\/padel\/bookings$/);

    await page.reload();
    await expect(row.getByText("Active")).toBeVisible();
    await row.getByRole("button", { name: `Deactivate ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Deactivate administrator" }).click();
    await expect(row.getByText("Deactivated")).toBeVisible();

    // Their session ended; signing in again is refused.
    await invitee.evaluate(() => localStorage.clear());
    await invitee.goto("/admin/login");
    await signIn(invitee, email, "invitee-pass-1");
    await expect(invitee.getByText("These credentials do not match our records.").first()).toBeVisible();
  } finally {
    await inviteeContext.close();
  }

  await page.goto("/admin/audit?entity=administrator");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  // In words: who (and their role) did what to whom; the raw change is one click away.
  const entries = page.getByRole("listitem").filter({ hasText: name });
  await expect(entries.filter({ hasText: `(owner) invited ${name} (${email}) as manager of padel` })).toBeVisible();
  await expect(entries.filter({ hasText: `${name} (manager) accepted the invitation and set a password` })).toBeVisible();
  const deactivated = entries.filter({ hasText: `(owner) deactivated ${name}: their sessions and invitations ended` });
  await expect(deactivated).toBeVisible();
  await expect(deactivated.locator("pre")).toBeHidden();
  await deactivated.getByText("Raw change").click();
  await expect(deactivated.locator("pre")).toContainText('"action": "administrator.deactivate"');
  await expect(deactivated.locator("pre")).toContainText('"status": "deactivated"');
  await expectNoAxeViolations(page, "audit log");

  await page.goto("/admin/mail");
  await expectNoAxeViolations(page, "mail outbox");
  const invitation = page.getByRole("row").filter({ hasText: email });
  await expect(invitation.getByText("Sent")).toBeVisible();
  await invitation.getByRole("button", { name: "Your Courtside back-office invitation" }).click();
  const dialog = page.getByRole("dialog");
  // The browser tests run the server with NODE_ENV=production: the invitation link is the invitee's alone.
  await expect(dialog.getByLabel("Message text")).toContainText("[link hidden: sent only to the recipient]");
  await expect(dialog.getByLabel("Message text")).not.toContainText("/admin/invite/");
  await expectNoAxeViolations(page, "mail message");
  await dialog.getByRole("button", { name: "Close message" }).click();
  await expect(dialog).toBeHidden();
});

test("the back-office office pages work at phone width @phone", async ({ page }) => {
  await signInAsAdmin(page);
  for (const [path, heading] of [
    ["/admin/dashboard", "Tennis dashboard"],
    ["/admin/rules", "Tennis rules"],
    ["/admin/mail", "Mail outbox"],
    ["/admin/administrators", "Administrators"],
    ["/admin/audit", "Audit log"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page, path);
    // Nothing wider than the screen: wide tables scroll inside their own container.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
