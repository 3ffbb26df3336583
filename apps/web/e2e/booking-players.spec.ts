import { registerMember, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, memberBooksAndPays } from "./support/booking.ts";
import { mailMatching } from "./support/mailbox.ts";
import { expect, test } from "./support/test.ts";

// Day +5, 18:00 and 19:00 tennis: no other spec books them; each project takes its own court.
test("a member adds a member and an invited guest to their booking; the other member sees it on their profile and leaves it @phone", async ({
  page,
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  const court = phone ? "Court 2" : "Court 1";

  // The friend: a member of their own, in a browser of their own (another device, another address).
  const friendEmail = uniqueEmail("friend");
  const friendContext = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": phone ? "10.214.0.2" : "10.214.0.1" },
  });
  const friendPage = await friendContext.newPage();
  await registerMember(friendPage, "Fran Friend", friendEmail, "friend-password-1");

  // The owner books and pays, then opens the booking's players.
  await registerMember(page, "Olga Owner", uniqueEmail("owner"), "owner-password-1");
  const inv = await memberBooksAndPays(page, "tennis", facilityDate(5), "18:00–19:00", court);
  const card = page.getByRole("article", { name: `Booking ${inv}` });
  await card.getByRole("button", { name: `Players of booking ${inv}` }).click();
  const panel = card.getByRole("region", { name: `Players of booking ${inv}` });
  await expect(panel.getByText("1 of 4 players")).toBeVisible();
  await expect(panel.getByText("Olga Owner (you, booked it)")).toBeVisible();
  await expectNoAxeViolations(page, "profile, a booking's players (none yet)");

  const form = panel.getByRole("form", { name: "Add a player" });
  await form.getByLabel("Player's e-mail").fill(friendEmail);
  await form.getByRole("button", { name: "Add player" }).click();
  await expect(panel.getByText("Fran Friend", { exact: true })).toBeVisible();
  await expect(panel.getByText("2 of 4 players")).toBeVisible();

  // Someone who is not a member: a name is needed, then they are invited by mail.
  const guestEmail = uniqueEmail("invited");
  await form.getByLabel("Player's e-mail").fill(guestEmail);
  await form.getByRole("button", { name: "Add player" }).click();
  await expect(form.getByText(/No member has that e-mail/).first()).toBeVisible();
  await expectNoAxeViolations(page, "profile, adding a non-member without a name");
  await form.getByLabel("Player's name").fill("Gina Invited");
  await form.getByRole("button", { name: "Add player" }).click();
  await expect(panel.getByText("Gina Invited · invited by mail")).toBeVisible();
  await expect(panel.getByText("3 of 4 players")).toBeVisible();
  await expectNoAxeViolations(page, "profile, a booking with a member and an invited player");
  const invitation = await mailMatching(guestEmail, /Olga Owner invites you to play/);
  const link = invitation.match(/https?:\/\/\S+\/play\/accept\?key=[\w-]+/)?.[0];
  expect(link, invitation).toBeTruthy();
  await mailMatching(friendEmail, /Olga Owner added you as a player/);

  // The invited guest follows the link: signed out, they make an account on the way and come back to join.
  const guestContext = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": phone ? "10.214.0.4" : "10.214.0.3" },
  });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(guestPage.getByRole("heading", { level: 1, name: "Join a booking" })).toBeVisible();
  await expectNoAxeViolations(guestPage, "invitation, signed out");
  await guestPage.getByRole("link", { name: "Create an account" }).click();
  await guestPage.getByLabel("Name").fill("Gina Invited");
  await guestPage.getByLabel("Email").fill(guestEmail);
  await guestPage.getByRole("textbox", { name: "Password", exact: true }).fill("invited-password-1");
  await guestPage.getByLabel("Confirm password").fill("invited-password-1");
  await guestPage.getByRole("button", { name: "Create account" }).click();
  await expect(guestPage).toHaveURL(/\/play\/accept\?key=/);
  await expectNoAxeViolations(guestPage, "invitation, signed in");
  await guestPage.getByRole("button", { name: "Join the booking" }).click();
  await expect(guestPage).toHaveURL(/\/profile$/);
  await expect(
    guestPage.getByRole("region", { name: "Bookings you play in" }).getByRole("article", { name: `Booking ${inv}, you play` }),
  ).toBeVisible();
  // Used up: the same link again says so.
  await guestPage.goto(new URL(link as string).pathname + new URL(link as string).search);
  await guestPage.getByRole("button", { name: "Join the booking" }).click();
  await expect(guestPage.getByRole("alert")).toContainText("This invitation is not valid any more");
  await expect(guestPage.getByRole("button", { name: "Join the booking" })).toHaveCount(0);
  await expect(guestPage.getByRole("link", { name: "Go to your profile" })).toBeVisible();
  await expectNoAxeViolations(guestPage, "invitation used up");
  await guestContext.close();

  // The friend sees the booking they play in on their profile, and leaves it.
  await friendPage.goto("/profile");
  const games = friendPage.getByRole("region", { name: "Bookings you play in" });
  const game = games.getByRole("article", { name: `Booking ${inv}, you play` });
  await expect(game.getByText("Booked by Olga Owner")).toBeVisible();
  await expect(game.getByText("You play")).toBeVisible();
  await expectNoAxeViolations(friendPage, "profile, a booking the member plays in");
  await game.getByRole("button", { name: `Leave booking ${inv}` }).click();
  const dialog = friendPage.getByRole("dialog");
  await expect(dialog).toContainText("You will no longer be a player on Olga Owner’s booking");
  await expectNoAxeViolations(friendPage, "profile, leaving a booking");
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(friendPage.getByText(/You left the booking of/)).toBeVisible();
  await expect(games).toHaveCount(0);
  await expectNoAxeViolations(friendPage, "profile after leaving");

  // The owner's list follows; the public grid names nobody.
  await page.reload();
  await page
    .getByRole("article", { name: `Booking ${inv}` })
    .getByRole("button", { name: `Players of booking ${inv}` })
    .click();
  await expect(page.getByText("2 of 4 players")).toBeVisible();
  await expect(page.getByText("Fran Friend", { exact: true })).toHaveCount(0);
  await page.goto(`/court-schedules-tennis?date=${facilityDate(5)}`);
  await expect(page.getByRole("gridcell", { name: new RegExp(`^${court}, 18:00–19:00: Booked`) })).toBeVisible();
  const grid = page.getByRole("grid");
  for (const name of ["Olga Owner", "Gina Invited", "Fran Friend"]) await expect(grid).not.toContainText(name);
  await friendContext.close();

  // A second booking: the owner finds Gina, who played on the first, by name among the people they have played with.
  const second = await memberBooksAndPays(page, "tennis", facilityDate(5), "19:00–20:00", court);
  const secondCard = page.getByRole("article", { name: `Booking ${second}` });
  await secondCard.getByRole("button", { name: `Players of booking ${second}` }).click();
  const secondPanel = secondCard.getByRole("region", { name: `Players of booking ${second}` });
  const partners = secondPanel.getByRole("region", { name: "People you have played with" });
  await expect(partners.getByText("Gina Invited")).toBeVisible();
  await expectNoAxeViolations(page, "profile, the people one has played with");
  await partners.getByRole("button", { name: "Add Gina Invited" }).click();
  await expect(secondPanel.getByText("2 of 4 players")).toBeVisible();
  await expect(secondPanel.getByText("Gina Invited", { exact: true })).toBeVisible();
  // Nobody else to offer: the section goes, the e-mail form stays.
  await expect(partners).toHaveCount(0);
  await expect(secondPanel.getByRole("form", { name: "Add a player" })).toBeVisible();
});
