import type { Browser } from "@playwright/test";
import { registerMember, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, pathOf, payOnDemoCheckout, reserveAsMember } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";
import { expectTouchSized } from "./support/touch-targets.ts";

// Day +5, 14:30 padel: no other spec books it; each project takes its own court.

/** A browser of its own, signed in as nobody (another device, another address). */
async function freshBrowser(browser: Browser, phone: boolean, address: string) {
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  return { context, page: await context.newPage() };
}

test("a member splits a padel booking four ways, pays their share, and a player pays theirs from the link @phone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === "phone";
  const court = phone ? "Padel 2" : "Padel 1";
  // A demo regular (a member) and two people who are not members (invited by mail).
  const regular = phone
    ? { email: "diego.navarro@example.com", name: "Diego Navarro" }
    : { email: "javier.morales@example.com", name: "Javier Morales" };
  const invited = [
    { email: uniqueEmail("gina"), name: "Gina Invited" },
    { email: uniqueEmail("hugo"), name: "Hugo Invited" },
  ];

  // The owner holds a padel court: reserved, not paid yet.
  await registerMember(page, "Olga Owner", uniqueEmail("owner"), "owner-password-1");
  const inv = await reserveAsMember(page, "/padel", facilityDate(5), "14:30–16:00", [court]);

  // Who pays? All of it, unless split.
  const whoPays = page.getByRole("region", { name: "Who pays?" });
  await expect(whoPays.getByText(/^You pay the whole booking, .+, now\.$/)).toBeVisible();
  await expectNoAxeViolations(page, "member checkout, who pays (all)");
  await whoPays.getByText("Split between players", { exact: true }).click();
  await expect(whoPays.getByText("Add at least one player to split the price.")).toBeVisible();
  await expectNoAxeViolations(page, "member checkout, split without players");
  if (phone) await expectTouchSized(page, "member checkout, split without players");

  // Three players by e-mail: a member at once, the others invited by name.
  const panel = whoPays.getByRole("region", { name: `Players of booking ${inv}` });
  const form = panel.getByRole("form", { name: "Add a player" });
  await form.getByLabel("Player's e-mail").fill(regular.email);
  await form.getByRole("button", { name: "Add player" }).click();
  await expect(panel.getByText(regular.name, { exact: true })).toBeVisible();
  for (const person of invited) {
    await form.getByLabel("Player's e-mail").fill(person.email);
    await form.getByLabel("Player's name").fill(person.name);
    await form.getByRole("button", { name: "Add player" }).click();
    await expect(panel.getByText(`${person.name} · invited by mail`)).toBeVisible();
  }
  await expect(panel.getByText("4 of 4 players")).toBeVisible();

  // Split four ways: equal shares, the owner's taking the odd cents; Pay now asks for the owner's share only.
  const split = whoPays.getByRole("button", { name: /^Split between you and 3 players: .+ each$/ });
  await expectNoAxeViolations(page, "member checkout, ready to split");
  if (phone) await expectTouchSized(page, "member checkout, ready to split");
  await split.click();
  await expect(whoPays.getByText(/^Your share: .+ of the total .+$/)).toBeVisible();
  for (const name of [regular.name, ...invited.map((p) => p.name)])
    await expect(whoPays.getByText(new RegExp(`^${name}: `))).toBeVisible();
  await expect(whoPays.getByText("Not paid yet")).toHaveCount(3);
  const ginaLink = await whoPays.getByLabel("Link to Gina Invited's share", { exact: true }).inputValue();
  expect(ginaLink).toMatch(/\/share\/[0-9a-f-]+\?key=/);
  const yourShare = (await page.getByTestId("order-your-share").textContent()) ?? "";
  await expectNoAxeViolations(page, "member checkout, split");
  if (phone) await expectTouchSized(page, "member checkout, split");

  // Gina opens her link before the owner has paid: not payable yet, and it says why.
  const gina = await freshBrowser(browser, phone, phone ? "10.215.0.2" : "10.215.0.1");
  await gina.page.goto(pathOf(ginaLink));
  await expect(gina.page.getByRole("heading", { level: 1, name: "A share of a booking" })).toBeVisible();
  await expect(
    gina.page.getByText("This share is payable once Olga Owner has paid their share and the booking is confirmed."),
  ).toBeVisible();
  await expect(gina.page.getByRole("button", { name: /by card$/ })).toHaveCount(0);
  await expectNoAxeViolations(gina.page, "share page, waiting for the owner");

  // The owner pays their share: the courts are confirmed.
  await page.getByRole("button", { name: `Pay your share: ${yourShare}` }).click();
  await payOnDemoCheckout(page, inv);
  await expect(page).toHaveURL(/\/profile(-padel)?\?highlight=/);
  const card = page.getByRole("article", { name: `Booking ${inv}` });
  await expect(card.getByText("paid", { exact: true })).toBeVisible();
  const shares = card.getByRole("region", { name: `Who has paid: booking ${inv}` });
  await expect(shares.getByText("Not paid yet")).toHaveCount(3);
  await expect(shares.getByText(/^Shares not paid by .+ fall to you\.$/)).toBeVisible();
  await expect(shares.getByLabel("Link to Gina Invited's share", { exact: true })).toHaveValue(ginaLink);
  await expectNoAxeViolations(page, "profile, a split booking's shares");
  if (phone) await expectTouchSized(page, "profile, a split booking's shares");

  // Gina, signed in as nobody, pays her share by card on the demo checkout and lands back on it, paid.
  await gina.page.getByRole("button", { name: "Look again" }).click();
  const payByCard = gina.page.getByRole("button", { name: /^Pay .+ by card$/ });
  await expect(payByCard).toBeVisible();
  await expect(gina.page.getByText(/^Pay it by .+: after that the share falls to Olga Owner\.$/)).toBeVisible();
  await expectNoAxeViolations(gina.page, "share page, payable");
  if (phone) await expectTouchSized(gina.page, "share page, payable");
  await payByCard.click();
  await expect(gina.page).toHaveURL(/\/pay\/P-/);
  await expect(gina.page.getByRole("button", { name: "Back to the share" })).toBeVisible();
  const shareInv = decodeURIComponent(new URL(gina.page.url()).pathname.split("/").pop() ?? "");
  await payOnDemoCheckout(gina.page, shareInv);
  await expect(gina.page).toHaveURL(/\/share\/[0-9a-f-]+\?key=/);
  await expect(gina.page.getByRole("status").filter({ hasText: "This share is paid. Thank you!" })).toBeVisible();
  await expect(gina.page.getByRole("button", { name: /by card$/ })).toHaveCount(0);
  await expectNoAxeViolations(gina.page, "share page, paid");

  // A link that names no share says so, with the way home and no retry.
  await gina.page.goto(`/share/${crypto.randomUUID()}?key=not-the-key-of-any-share`);
  await expect(gina.page.getByRole("alert")).toContainText("No such share: open the link from the mail again.");
  await expect(gina.page.getByRole("link", { name: "Club home" })).toBeVisible();
  await expect(gina.page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expectNoAxeViolations(gina.page, "share page, no such share");
  await gina.context.close();

  // The owner sees Gina's share paid; the others still to pay, with their links.
  await page.reload();
  const after = page
    .getByRole("article", { name: `Booking ${inv}` })
    .getByRole("region", { name: `Who has paid: booking ${inv}` });
  await expect(after.getByText("Paid", { exact: true })).toHaveCount(1);
  await expect(after.getByText("Not paid yet")).toHaveCount(2);
  await expect(after.getByLabel("Link to Gina Invited's share", { exact: true })).toHaveCount(0);
  await expect(after.getByLabel(`Link to ${regular.name}'s share`, { exact: true })).toBeVisible();
});
