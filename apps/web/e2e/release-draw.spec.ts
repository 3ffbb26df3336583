import { memberInOwnBrowser, ownerSignIn } from "./support/accounts.ts";
import { callAdmin } from "./support/admin-api.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, payOnDemoCheckout } from "./support/booking.ts";
import { withPadelDay } from "./support/padel-lock.ts";
import { expect, test } from "./support/test.ts";

// Padel day +11, 20:30, Padel 4: no other spec books it. The draw is padel's newest date (day
// +11 on the 12-day horizon) opening at the current minute, its window lasting until ~20 s from
// now; padel's rules are put back in `finally`, all under the padel lock (support/padel-lock.ts).
const SLOT = "20:30";
const COURT = "Padel 4";

type Rules = {
  total_days: number;
  hold_minutes: number;
  cancel_hours: number;
  max_unpaid_holds: number;
  release_time: string | null;
};

/** Madrid's wall clock now: the minute as "HH:MM" and the seconds into it. */
function madridNow(): { minute: string; seconds: number } {
  const [h, m, s] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Madrid",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  })
    .format(new Date())
    .split(":");
  return { minute: `${h}:${m}`, seconds: Number(s) };
}

test("two members enter a release draw for the same court-slot: one wins and pays, the other sees what is still free (desktop and 390 px)", async ({
  page,
  browser,
}) => {
  // Three browsers, a live draw window and every page scanned in both colour schemes.
  test.setTimeout(300_000);
  const date = facilityDate(11);
  const desk = await memberInOwnBrowser(browser, "Dora Desktop", false, "10.77.0.1", "draw");
  const phone = await memberInOwnBrowser(browser, "Pia Phone", true, "10.77.0.2", "draw");
  await ownerSignIn(page);
  await withPadelDay(async () => {
    const saved = (await callAdmin(page, "GET", "/api/admin/padel/rules")).data as Rules;
    const { total_days, hold_minutes, cancel_hours, max_unpaid_holds, release_time } = saved;
    try {
      // The newest date opens at the current minute; its draw stays open ~20 s from now.
      const now = madridNow();
      const window = now.seconds + 20;
      const put = await callAdmin(page, "PUT", "/api/admin/padel/rules", {
        total_days,
        hold_minutes,
        cancel_hours,
        max_unpaid_holds,
        release_time: now.minute,
        release_window_seconds: window,
      });
      expect(put.status).toBe(200);

      for (const member of [desk, phone]) {
        const p = member.page;
        await p.goto(`/court-schedules-padel?date=${date}`);
        const panel = p.getByRole("region", { name: /Release draw for/ });
        await expect(panel).toContainText(/Draw open until \d\d:\d\d:\d\d/);
        await p.getByRole("gridcell", { name: new RegExp(`^${COURT}, ${SLOT}–22:00: .+, Available`) }).click();
        await expect(panel.getByRole("listitem").filter({ hasText: `${COURT} at ${SLOT}` })).toHaveCount(1);
        await panel.getByRole("button", { name: "Enter the draw" }).click();
        await expect(panel.getByRole("list", { name: "Your entries" })).toContainText(`${COURT} at ${SLOT}`);
      }
      await expectNoAxeViolations(desk.page, "padel grid with the draw open");
      await expectNoAxeViolations(phone.page, "padel grid with the draw open at 390 px");

      // A guest meanwhile is told the date is drawing for members, and a free cell leads to sign in.
      const guestContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.77.0.3" } });
      const guest = await guestContext.newPage();
      await guest.goto(`/court-schedules-padel?date=${date}`);
      const notice = guest.getByRole("status").filter({ hasText: "opens with a release draw" });
      await expect(notice).toContainText(/Members are entering the draw for its court-slots until \d\d:\d\d:\d\d/);
      await expectNoAxeViolations(guest, "padel grid with the draw open, as a guest");
      await guest.getByRole("gridcell", { name: new RegExp(`^${COURT}, ${SLOT}–22:00: .+, Available`) }).click();
      await expect(guest).toHaveURL(/\/login\?redirect=/);
      await guestContext.close();

      // The window closes, the draw runs (any instance's one-second sweep) and both pages show it.
      const outcome = /You won|Not drawn this time/;
      await expect(desk.page.getByText(outcome).first()).toBeVisible({ timeout: (window + 30) * 1000 });
      await expect(phone.page.getByText(outcome).first()).toBeVisible({ timeout: 30_000 });
      const deskWon = await desk.page.getByText(`You won ${COURT} at ${SLOT}`).isVisible();
      const [winner, loser] = deskWon ? [desk.page, phone.page] : [phone.page, desk.page];
      await expect(loser.getByText("Not drawn this time")).toBeVisible();
      await expect(loser.getByText(/Still free, first come: .+ at \d\d:\d\d/)).toBeVisible();
      await expect(loser.getByRole("list", { name: "Your entries" })).toContainText("not drawn");
      await expectNoAxeViolations(loser, "the draw lost");
      await expect(winner.getByText(/It is held for you: pay by \d\d:\d\d/)).toBeVisible();
      await expectNoAxeViolations(winner, "the draw won");

      // Staff see the draw and that it reproduces.
      await page.goto("/admin/padel/release-draws");
      await page.getByLabel("Date drawn").fill(date);
      await expect(page.getByTestId("draw-reproduced")).toContainText("Reproduced:");
      await expect(page.getByRole("region", { name: "Results (table)" })).toContainText("Won");
      await expectNoAxeViolations(page, "release draws");

      // The winner pays their hold like any other.
      await winner.getByRole("link", { name: `Pay for ${COURT} at ${SLOT}` }).click();
      await expect(winner).toHaveURL(/\/pay\//);
      await payOnDemoCheckout(winner, decodeURIComponent(new URL(winner.url()).pathname.split("/").pop() ?? ""));
      await expect(winner).not.toHaveURL(/\/pay\//);
    } finally {
      await callAdmin(page, "PUT", "/api/admin/padel/rules", {
        total_days,
        hold_minutes,
        cancel_hours,
        max_unpaid_holds,
        release_time,
        release_window_seconds: 0,
      });
      await desk.context.close();
      await phone.context.close();
    }
  });
});
