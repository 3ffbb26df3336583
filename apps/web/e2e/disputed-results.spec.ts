import type { Browser, Page } from "@playwright/test";
import { ownerSignIn, signIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { mailMatching } from "./support/mailbox.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, test } from "./support/test.ts";

type Played = { order_id: string; inv: string };

/**
 * The demo member's latest four played tennis bookings had three regulars as players
 * (db/demo/players.ts), most recent first: e2e/match-results.spec.ts takes the first two, this
 * spec the third (desktop) and the fourth (phone), so no two tests enter one booking's result.
 */
async function playedWithPartners(page: Page): Promise<Played[]> {
  return page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem("authToken")}` };
    const orders: (Played & { status: string; parent_order_id: string | null })[] = await (
      await fetch("/api/frontend/my-orders", { headers })
    ).json();
    const found: Played[] = [];
    for (const o of orders.filter((o) => o.status === "paid" && !o.parent_order_id)) {
      const view = await (await fetch(`/api/frontend/orders/${o.order_id}/result`, { headers })).json();
      if (view.players?.length === 4) found.push({ order_id: o.order_id, inv: o.inv });
    }
    return found;
  });
}

/** A browser of its own (its own address) at the project's width. */
async function ownBrowser(browser: Browser, phone: boolean, address: string) {
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  return { context, page: await context.newPage() };
}

async function memberSignIn(page: Page, email: string) {
  await page.goto("/login");
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
}

test("a disputed result: a partner disputes it, the club settles it with a reason, and the players see the outcome @phone", async ({
  page,
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  // Desktop confirms its dispute as entered, the phone voids its own: both outcomes, one each.
  const outcome = phone ? "void" : "confirm";
  await memberSignIn(page, "member@courtside.test");
  const played = await playedWithPartners(page);
  expect(played.length).toBeGreaterThanOrEqual(4);
  const booking = played[phone ? 3 : 2] as Played;
  const resultPage = `/match-result/tennis/${booking.order_id}`;

  // The demo member enters it: their side won.
  await page.goto(resultPage);
  const form = page.getByRole("form", { name: "Enter the result" });
  await form.getByRole("radiogroup", { name: "Who won" }).getByRole("radio", { name: "Side 1 won" }).check();
  await form.getByLabel("Score").fill("6-1 6-2");
  await form.getByRole("button", { name: "Enter the result" }).click();
  await expect(page.getByText("Waiting for confirmation")).toBeVisible();

  // Javier, on the other side, disputes it.
  const javier = await ownBrowser(browser, phone, phone ? "10.216.0.2" : "10.216.0.1");
  await memberSignIn(javier.page, "javier.morales@example.com");
  await javier.page.goto(resultPage);
  await expect(javier.page.getByText("6-1 6-2")).toBeVisible();
  await javier.page.getByRole("button", { name: "Dispute it" }).click();
  await javier.page.getByRole("dialog").getByRole("button", { name: "Dispute this result?" }).click();
  await expect(javier.page.getByText("Disputed", { exact: true })).toBeVisible();
  await expect(javier.page.getByText("A player disputed this result: no level moved. The club settles it.")).toBeVisible();

  // The demo owner finds it on the sport's disputed results, from the back office's menu.
  const office = await ownBrowser(browser, phone, phone ? "10.216.1.2" : "10.216.1.1");
  const admin = office.page;
  await ownerSignIn(admin);
  if (phone) await admin.getByRole("button", { name: "Menu" }).click();
  await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Disputed results" }).click();
  await expect(admin).toHaveURL(/\/admin\/disputed-results$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Disputed tennis results" })).toBeVisible();
  const card = admin.getByRole("article").filter({ has: admin.getByRole("link", { name: booking.inv, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Maya Member, Lucía Fernández · won")).toBeVisible();
  await expect(card.getByText("6-1 6-2")).toBeVisible();
  // Who disputed it, and when (a day and a time).
  await expect(card.getByText("Disputed by")).toBeVisible();
  await expect(card.getByText(/^Javier Morales, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) /)).toBeVisible();
  await expectNoAxeViolations(admin, "disputed results");

  // Without an outcome or a reason: said at each field, nothing settled.
  const settle = card.getByRole("form", { name: `Settle the result of booking ${booking.inv}` });
  await settle.getByRole("button", { name: "Settle" }).click();
  await expect(settle.getByText("Choose whether to confirm or void the result.")).toBeVisible();
  await expect(settle.getByText("Say why in a few words.")).toBeVisible();
  await expectNoAxeViolations(admin, "disputed results, settling refused");

  await settle
    .getByRole("radio", { name: outcome === "confirm" ? "Confirm as entered: the levels move" : "Void it: no level moves" })
    .check();
  const reason = outcome === "confirm" ? "Javier agreed at the desk that they lost" : "Nobody agrees on the score";
  await settle.getByRole("textbox", { name: "Reason" }).fill(reason);
  await settle.getByRole("button", { name: "Settle" }).click();
  await expect(
    admin.getByText(
      outcome === "confirm"
        ? `Result of ${booking.inv} confirmed: the levels have moved.`
        : `Result of ${booking.inv} voided: no level moved.`,
    ),
  ).toBeVisible();
  await expect(admin.getByRole("link", { name: booking.inv, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(admin, "disputed results, settled");

  // The audit log says who settled it, how and why.
  await admin.goto("/admin/audit");
  await expect(admin.getByText(reason, { exact: false }).first()).toBeVisible();
  await office.context.close();

  // The players see the outcome on the result's page, and are mailed it.
  await javier.page.reload();
  if (outcome === "confirm") {
    await expect(javier.page.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(javier.page.getByRole("list", { name: "How the levels moved" }).getByRole("listitem")).toHaveCount(4);
  } else {
    await expect(javier.page.getByText("Voided", { exact: true })).toBeVisible();
    await expect(javier.page.getByText("The club voided this result after it was disputed: no level moved.")).toBeVisible();
    await expect(javier.page.getByRole("list", { name: "How the levels moved" })).toHaveCount(0);
  }
  await expectNoAxeViolations(javier.page, `match result, ${outcome === "confirm" ? "confirmed" : "voided"} by the club`);
  await javier.context.close();
  const mail = await mailMatching("member@courtside.test", new RegExp(`${booking.inv}[\\s\\S]*${reason}`));
  expect(mail).toContain(outcome === "confirm" ? "it stands as entered" : "it is voided");
});
