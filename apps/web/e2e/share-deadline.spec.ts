import { registerMember, uniqueEmail } from "./support/accounts.ts";
import { callAdmin } from "./support/admin-api.ts";
import { adminStorageState } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, payOnDemoCheckout, reserveAsMember } from "./support/booking.ts";
import { withSharedLock } from "./support/shared-lock.ts";
import { expect, test } from "./support/test.ts";
import { expectTouchSized } from "./support/touch-targets.ts";

// Day +6, 21:00 tennis: no other spec books it; each project takes its own court. Tennis's share
// deadline is moved to a week (168 hours: the booking is less than that away, so its deadline
// has passed) for a few seconds, under the "tennis-rules" lock that the customer page's spec
// takes to change tennis rules too; the server's 10-second sweep then finds it.
const RULES = ["total_days", "hold_minutes", "cancel_hours", "max_unpaid_holds", "share_deadline_hours"] as const;

test("a player's share unpaid at the deadline falls to the owner, who pays the balance due from the profile @phone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name === "phone";
  const court = phone ? "Court 4" : "Court 3";

  // The owner holds a tennis court, splits it with someone invited, and pays their own share.
  await registerMember(page, "Dora Deadline", uniqueEmail("deadline"), "deadline-password-1");
  const inv = await reserveAsMember(page, "/tennis", facilityDate(6), "21:00–22:00", [court]);
  const whoPays = page.getByRole("region", { name: "Who pays?" });
  await whoPays.getByText("Split between players", { exact: true }).click();
  const form = whoPays.getByRole("form", { name: "Add a player" });
  await form.getByLabel("Player's e-mail").fill(uniqueEmail("ivo"));
  await form.getByLabel("Name").fill("Ivo Invited");
  await form.getByRole("button", { name: "Add player" }).click();
  await whoPays.getByRole("button", { name: /^Split between you and 1 player: .+ each$/ }).click();
  await expect(whoPays.getByText(/^Ivo Invited: /)).toBeVisible();
  const pay = page.getByRole("button", { name: /^Pay your share: / });
  await expect(pay).toBeVisible();
  await pay.click();
  await payOnDemoCheckout(page, inv);
  await expect(page).toHaveURL(/\/profile\?highlight=/);

  // The deadline comes: Ivo's share is the owner's balance due.
  const staff = await browser.newContext({ storageState: await adminStorageState(browser) });
  const admin = await staff.newPage();
  await admin.goto("/admin");
  await withSharedLock("tennis-rules", async () => {
    const current = (await callAdmin(admin, "GET", "/api/admin/tennis/rules")).data as Record<string, unknown>;
    const saved = Object.fromEntries(RULES.map((f) => [f, current[f]]));
    try {
      expect((await callAdmin(admin, "PUT", "/api/admin/tennis/rules", { ...saved, share_deadline_hours: 168 })).status).toBe(
        200,
      );
      const due = page.getByRole("region", { name: "Balance due" });
      await expect(async () => {
        await page.reload();
        await expect(due.getByText(/^Ivo Invited's share: /)).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 45_000 });
    } finally {
      // Later specs book tennis under the saved rules: a failed restore must fail here, not there.
      expect((await callAdmin(admin, "PUT", "/api/admin/tennis/rules", saved)).status).toBe(200);
      await staff.close();
    }
  });
  const due = page.getByRole("region", { name: "Balance due" });
  const card = page.getByRole("article", { name: `Booking ${inv}` });
  await expect(card.getByText("Falls to the owner")).toBeVisible();
  await expectNoAxeViolations(page, "profile, a balance due");
  if (phone) await expectTouchSized(page, "profile, a balance due");

  // The owner pays it by card from its page; the balance is gone.
  await due.getByRole("link", { name: /^Pay by card: share .+$/ }).click();
  await expect(page.getByText("This share was not paid by the deadline: it is yours to pay now.")).toBeVisible();
  await expectNoAxeViolations(page, "share page, fallen to the owner");
  await page.getByRole("button", { name: /^Pay .+ by card$/ }).click();
  await expect(page).toHaveURL(/\/pay\/T-/);
  const shareInv = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  await payOnDemoCheckout(page, shareInv);
  await expect(page.getByRole("status").filter({ hasText: "This share is paid. Thank you!" })).toBeVisible();
  await page.goto("/profile");
  await expect(card.getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Balance due" })).toHaveCount(0);
});
