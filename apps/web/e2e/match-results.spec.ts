import type { Page } from "@playwright/test";
import { signIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, test } from "./support/test.ts";

type Played = { order_id: string; inv: string };

/**
 * The demo's latest two played tennis bookings of the demo member had three regulars as players
 * (db/demo/players.ts): the desktop project takes the first, the phone the second, so the two
 * never enter one booking's result. Read with the member's token, most recent first.
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

async function signInAs(page: Page, email: string) {
  await page.goto("/login");
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
}

test("a played booking's result: the demo member enters it, a partner confirms it, and the levels move @phone", async ({
  page,
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  await signInAs(page, "member@courtside.test");
  const played = await playedWithPartners(page);
  expect(played.length).toBeGreaterThanOrEqual(2);
  const booking = played[phone ? 1 : 0] as Played;

  // From the profile's past bookings to the result page.
  await page.getByRole("link", { name: `Result of booking ${booking.inv}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Match result" })).toBeVisible();
  const form = page.getByRole("form", { name: "Enter the result" });
  await expect(form.getByRole("radiogroup", { name: "Maya Member (you)" }).getByRole("radio", { name: "Side 1" })).toBeChecked();
  await expect(form.getByRole("radiogroup", { name: "Javier Morales" }).getByRole("radio", { name: "Side 2" })).toBeChecked();
  await expectNoAxeViolations(page, "match result, entering");
  // Who won is asked for.
  await form.getByRole("button", { name: "Enter the result" }).click();
  await expect(form.getByRole("alert")).toContainText("Say which side won.");
  await form.getByRole("radiogroup", { name: "Who won" }).getByRole("radio", { name: "Side 1 won" }).check();
  await form.getByLabel("Score").fill("6-3 6-4");
  await form.getByRole("button", { name: "Enter the result" }).click();
  await expect(page.getByText("Waiting for confirmation")).toBeVisible();
  await expect(page.getByText("Entered by you")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm the result" })).toHaveCount(0);
  await expectNoAxeViolations(page, "match result, entered");

  // A partner on the other side confirms it from their profile.
  const partnerContext = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": phone ? "10.215.0.2" : "10.215.0.1" },
  });
  const partner = await partnerContext.newPage();
  await signInAs(partner, "javier.morales@example.com");
  const game = partner
    .getByRole("region", { name: "Bookings you play in" })
    .getByRole("article", { name: `Booking ${booking.inv}, you play` });
  await game.getByRole("link", { name: `Result of booking ${booking.inv}` }).click();
  await expect(partner.getByText("Entered by Maya Member")).toBeVisible();
  await expect(partner.getByText("6-3 6-4")).toBeVisible();
  await expectNoAxeViolations(partner, "match result, to confirm");
  await partner.getByRole("button", { name: "Confirm the result" }).click();
  await expect(partner.getByText("Confirmed", { exact: true })).toBeVisible();
  const moves = partner.getByRole("list", { name: "How the levels moved" });
  await expect(moves.getByRole("listitem")).toHaveCount(4);
  await expect(moves).toContainText("Maya Member:");
  await expectNoAxeViolations(partner, "match result, confirmed");
  await partnerContext.close();

  // The demo member's tennis level now comes from results.
  await page.goto("/profile");
  const tennis = page.getByRole("region", { name: "Your level" }).getByRole("region", { name: "Tennis" });
  await expect(tennis.getByText("From match results", { exact: true })).toBeVisible();
  await expect(tennis.getByRole("list", { name: "Tennis level history" }).getByRole("listitem").first()).toContainText(
    "(a match result)",
  );

  // A link to no booking of theirs says so once, with the way back, and offers no retry.
  await page.goto("/match-result/tennis/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert")).toContainText("No such booking of yours");
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to your profile" })).toBeVisible();
  await expectNoAxeViolations(page, "match result of an unknown booking");
});
