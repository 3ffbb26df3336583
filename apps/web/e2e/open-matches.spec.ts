import { randomBytes } from "node:crypto";
import { formatSlot } from "@courtside/contract";
import { memberInOwnBrowser, registerMember, uniqueEmail } from "./support/accounts.ts";
import { callAdmin } from "./support/admin-api.ts";
import { adminStorageState } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseSlot, facilityDate, pathOf, payOnDemoCheckout } from "./support/booking.ts";
import { expect, type Page, test } from "./support/test.ts";
import { expectTouchSized } from "./support/touch-targets.ts";

// Day +7, 13:00 and 16:00 padel: no other spec books them; each project takes its own court.
const DAY = 7;

/**
 * The member signed in on `page` holds a padel court through the API (as the summary's
 * "Reserve and pay" does) and opens its free places as a match (as the checkout's form does).
 * Answers the order and its payment link, which now asks for the owner's place only.
 */
async function holdAndOpen(
  page: Page,
  {
    date,
    time,
    court,
    email,
    levels,
  }: { date: string; time: string; court: string; email: string; levels: [number, number] | null },
) {
  const slots = (await callAdmin(page, "GET", "/api/frontend_padel/timeslots")).data as { id: number; start: string }[];
  const courts = (await callAdmin(page, "GET", "/api/frontend_padel/courts")).data as { id: number; name: string }[];
  const held = await page.evaluate(
    async (body) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "");
      const res = await fetch("/api/frontend_padel/orders", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${localStorage.getItem("authToken")}`,
          "X-XSRF-TOKEN": xsrf,
          "Idempotency-Key": crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, data: await res.json() };
    },
    {
      date,
      timeslot_id: slots.find((s) => s.start === time)?.id,
      court_ids: [courts.find((c) => c.name === court)?.id],
      billing: { name: "Olga Opener", email, phone: "+34 600 123 456" },
    },
  );
  expect(held.status, JSON.stringify(held.data)).toBe(201);
  const order = held.data as { order_id: string; inv: string };
  const opened = await callAdmin(page, "POST", `/api/frontend_padel/orders/${order.order_id}/open-match`, {
    level_min: levels?.[0] ?? null,
    level_max: levels?.[1] ?? null,
    style: "friendly",
    audience: "anyone",
    keep_if_not_full: true,
  });
  expect([200, 201], JSON.stringify(opened.data)).toContain(opened.status);
  expect((opened.data as { open_match: boolean }).open_match).toBe(true);
  const after = await callAdmin(page, "GET", `/api/frontend_padel/orders/${order.order_id}`);
  return { ...order, paymentlink: (after.data as { paymentlink: string }).paymentlink };
}

test("a member opens a held padel booking as a match; another member finds it by level and joins by card @phone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === "phone";
  const court = phone ? "Padel 2" : "Padel 1";
  const date = facilityDate(DAY);
  const tag = randomBytes(3).toString("hex");
  const owner = `Olga Opener ${tag}`;
  const joiner = `Jon Joiner ${tag}`;

  // The owner holds the court and opens its three free places for levels 3.0–4.5, then pays their place.
  const ownerEmail = uniqueEmail("opener");
  await registerMember(page, owner, ownerEmail, "opener-password-1");
  const order = await holdAndOpen(page, { date, time: "13:00", court, email: ownerEmail, levels: [3, 4.5] });
  await page.goto(pathOf(order.paymentlink));
  await payOnDemoCheckout(page, order.inv);
  await expect(page).toHaveURL(/\/profile(-padel)?\?highlight=/);

  // Another member, in a browser of their own, finds open matches from the site's navigation.
  const other = await memberInOwnBrowser(browser, joiner, phone, phone ? "10.216.0.2" : "10.216.0.1", "joiner");
  const jp = other.page;
  if (phone) {
    await jp.goto("/padel");
    await jp.getByRole("link", { name: "Join an open match" }).click();
  } else {
    await jp.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Open matches" }).click();
    await expect(jp.getByRole("heading", { level: 1, name: "Open tennis matches" })).toBeVisible();
    await jp.getByRole("link", { name: "Open padel matches" }).click();
  }
  await expect(jp.getByRole("heading", { level: 1, name: "Open padel matches" })).toBeVisible();
  await expect(jp).toHaveURL(/\/padel\/open-matches$/);

  // On that date: the owner's match, with its places, level range and price.
  const filters = jp.getByRole("form", { name: "Find a match" });
  await filters.getByLabel("Date").fill(date);
  await filters.getByRole("button", { name: "Show matches" }).click();
  await expect(jp).toHaveURL(new RegExp(`date=${date}`));
  const when = formatSlot(date, "13:00", "14:30");
  const card = jp.getByRole("article", { name: `Match on ${when}` }).filter({ hasText: `Opened by ${owner}` });
  await expect(card).toBeVisible();
  await expect(card.getByText("3 of 3 places left")).toBeVisible();
  await expect(card.getByText("Level 3.0–4.5")).toBeVisible();
  await expect(card.getByText("Friendly")).toBeVisible();
  await expect(card.getByText(/ a place$/)).toBeVisible();
  await expect(card.getByText(/it is played anyway\.$/)).toBeVisible();
  await expectNoAxeViolations(jp, "open matches, on a date");
  if (phone) await expectTouchSized(jp, "open matches, on a date");

  // Without a padel level the match refuses them, and says where to set it.
  const join = card.getByRole("button", { name: /^Join and pay / });
  const price = ((await join.textContent()) ?? "").replace("Join and pay ", "");
  await join.click();
  const refusal = card.getByRole("alert");
  await expect(refusal).toContainText("You could not join this match");
  await expectNoAxeViolations(jp, "open matches, refused for want of a level");
  if (phone) await expectTouchSized(jp, "open matches, refused for want of a level");
  await refusal.getByRole("link", { name: "Set your level on your profile" }).click();
  await expect(jp).toHaveURL(/\/profile-padel$/);
  const padel = jp.getByRole("region", { name: "Your level" }).getByRole("region", { name: "Padel" });
  await padel.getByRole("textbox", { name: "Your padel level" }).fill("3.5");
  await padel.getByRole("button", { name: "Save level" }).click();
  await expect(jp.getByText("Your padel level is 3.5, self-rated.")).toBeVisible();

  // Back on the page, with their level as a filter too: the match takes it; a level above its range finds it not.
  await jp.goto(`/padel/open-matches?date=${date}&level=5.0`);
  await expect(jp.getByRole("heading", { level: 1, name: "Open padel matches" })).toBeVisible();
  await expect(jp.getByRole("article").filter({ hasText: `Opened by ${owner}` })).toHaveCount(0);
  await filters.getByRole("textbox", { name: "Your level" }).fill("3.5");
  await filters.getByRole("button", { name: "Show matches" }).click();
  await expect(jp).toHaveURL(/level=3\.5/);
  await expect(card).toBeVisible();
  await expectNoAxeViolations(jp, "open matches, by level");

  // Joined by card: the demo checkout for their place, then the place's own page, paid.
  await card.getByRole("button", { name: `Join and pay ${price}: ${when}` }).click();
  await expect(jp).toHaveURL(/\/pay\//);
  const placeInv = decodeURIComponent(new URL(jp.url()).pathname.split("/").pop() ?? "");
  await payOnDemoCheckout(jp, placeInv);
  await expect(jp).toHaveURL(/\/share\/[0-9a-f-]+\?key=/);

  // They play now; the owner sees the place taken.
  await jp.goto(`/padel/open-matches?date=${date}`);
  await expect(card.getByText("You play")).toBeVisible();
  await expect(card.getByText("2 of 3 places left")).toBeVisible();
  await expect(card.getByRole("button", { name: /^Join and pay/ })).toHaveCount(0);
  await expectNoAxeViolations(jp, "open matches, joined");
  await other.context.close();

  await page.goto(`/padel/open-matches?date=${date}`);
  const mine = page.getByRole("article", { name: `Match on ${when}` }).filter({ hasText: `Opened by ${owner}` });
  await expect(mine.getByText("You opened it")).toBeVisible();
  await expect(mine.getByText("2 of 3 places left")).toBeVisible();
  await expect(mine.getByText(`Playing: ${owner}, ${joiner}`)).toBeVisible();
  await expectNoAxeViolations(page, "open matches, the owner's view");
  if (phone) await expectTouchSized(page, "open matches, the owner's view");
});

test("a member with club credit joins a match with it, paid at once @phone", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === "phone";
  const court = phone ? "Padel 2" : "Padel 1";
  const date = facilityDate(DAY);
  const tag = randomBytes(3).toString("hex");
  const owner = `Olga Opener ${tag}`;

  // Any level, friendly, open to anyone: the owner pays their place.
  const ownerEmail = uniqueEmail("opener");
  await registerMember(page, owner, ownerEmail, "opener-password-1");
  const order = await holdAndOpen(page, { date, time: "16:00", court, email: ownerEmail, levels: null });
  await page.goto(pathOf(order.paymentlink));
  await payOnDemoCheckout(page, order.inv);
  await expect(page).toHaveURL(/\/profile(-padel)?\?highlight=/);

  // A member with a padel level and €20.00 of club credit from the desk.
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": phone ? "10.216.1.2" : "10.216.1.1" },
  });
  const jp = await context.newPage();
  const joinerEmail = uniqueEmail("credit-joiner");
  await registerMember(jp, `Carla Credit ${tag}`, joinerEmail, "joiner-password-1");
  expect((await callAdmin(jp, "PUT", "/api/frontend_padel/level", { level: 4 })).status).toBe(200);
  const joinerId = ((await callAdmin(jp, "GET", `/api/frontend/user/${encodeURIComponent(joinerEmail)}`)).data as { id: string })
    .id;
  const staff = await browser.newContext({ storageState: await adminStorageState(browser) });
  const desk = await staff.newPage();
  await desk.goto("/admin/bookings");
  const added = await desk.evaluate(
    async ({ url, body }) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "");
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${localStorage.getItem("authToken")}`,
          "X-XSRF-TOKEN": xsrf,
          "Idempotency-Key": crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, data: await res.json() };
    },
    { url: `/api/admin/members/${joinerId}/credit/adjustments`, body: { amount: 2000, reason: "Open match credit" } },
  );
  expect([200, 201], JSON.stringify(added.data)).toContain(added.status);
  await staff.close();

  // Join: credit or card, credit first; paid at once.
  await jp.goto(`/padel/open-matches?date=${date}`);
  const when = formatSlot(date, "16:00", "17:30");
  const card = jp.getByRole("article", { name: `Match on ${when}` }).filter({ hasText: `Opened by ${owner}` });
  await expect(card.getByText("Any level")).toBeVisible();
  await card.getByRole("button", { name: /^Join and pay / }).click();
  const how = card.getByRole("radiogroup", { name: "How do you pay your place?" });
  await expect(how.getByRole("radio", { name: "Club credit (€20.00 available)" })).toBeChecked();
  await expect(how.getByRole("radio", { name: "Card" })).not.toBeChecked();
  await expectNoAxeViolations(jp, "open matches, choosing how to pay");
  if (phone) await expectTouchSized(jp, "open matches, choosing how to pay");
  await card.getByRole("button", { name: /^Pay / }).click();
  const done = card.getByRole("status").filter({ hasText: "You're in" });
  await expect(done).toContainText(`Your place on ${when} is paid with club credit.`);
  await expectNoAxeViolations(jp, "open matches, joined with credit");
  await done.getByRole("link", { name: "See it on your profile" }).click();
  await expect(jp).toHaveURL(/\/profile-padel$/);
  await context.close();
});

test("a visitor who is not signed in sees the matches and is asked to sign in to join @phone", async ({ page }) => {
  await page.goto(`/padel/open-matches?date=${facilityDate(12)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Open padel matches" })).toBeVisible();
  await expect(page.getByText(/^No open matches on /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a court" })).toHaveAttribute("href", "/padel");
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "open matches, none on the date, signed out");
});

test("the owner opens a match at checkout, pays their place, and finds it listed @phone", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === "phone";
  // Day +6, 19:00 padel: no other spec books it; each project takes its own court.
  const court = phone ? "Padel 2" : "Padel 1";
  const date = facilityDate(6);
  const owner = `Mia Matchmaker ${randomBytes(3).toString("hex")}`;
  await registerMember(page, owner, uniqueEmail("matchmaker"), "matchmaker-password-1");
  await page.goto("/padel");
  await chooseSlot(page, date, "19:00–20:30", [court]);
  await page.getByRole("button", { name: "Continue to add-ons" }).click();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/padel\/summary$/);
  await page.getByLabel("Phone").fill("+34 600 123 456");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  await expect(page.getByRole("heading", { name: /^Order P-/ })).toBeVisible();

  // Who pays? The free places, as a match for levels 2.5 to 4.0, kept if not full.
  const whoPays = page.getByRole("region", { name: "Who pays?" });
  await whoPays.getByText("Open a match", { exact: true }).click();
  const form = whoPays.getByRole("form", { name: "Open the free places as a match" });
  await form.getByRole("textbox", { name: "Lowest level" }).fill("2.5");
  await form.getByRole("textbox", { name: "Highest level" }).fill("2.0");
  await form.getByText("Competitive", { exact: true }).click();
  await form.getByText("Keep it and pay the rest", { exact: true }).click();
  await form.getByRole("button", { name: "Open the match" }).click();
  // The highest below the lowest is refused at its field, and nothing is opened.
  await expect(form.getByText("The highest level must not be below the lowest.")).toBeVisible();
  await expectNoAxeViolations(page, "member checkout, open a match, refused");
  if (phone) await expectTouchSized(page, "member checkout, open a match");
  await form.getByRole("textbox", { name: "Highest level" }).fill("4.0");
  await form.getByRole("button", { name: "Open the match" }).click();

  // Three open places at a quarter each; the owner pays theirs.
  await expect(whoPays.getByText("Open place")).toHaveCount(3);
  await expectNoAxeViolations(page, "member checkout, match opened");
  const pay = page.getByRole("button", { name: /^Pay your share: / });
  await expect(pay).toBeVisible();
  const inv = ((await page.getByRole("heading", { name: /^Order P-/ }).textContent()) ?? "").replace("Order ", "");
  await pay.click();
  await payOnDemoCheckout(page, inv);

  // Listed for others: competitive, levels 2.5–4.0, three places left.
  await page.goto(`/padel/open-matches?date=${date}&level=3.0`);
  const card = page.getByRole("article", { name: `Match on ${formatSlot(date, "19:00", "20:30")}` }).filter({ hasText: owner });
  await expect(card.getByText("3 of 3 places left")).toBeVisible();
  await expect(card.getByText("Level 2.5–4.0")).toBeVisible();
  await expect(card.getByText("Competitive")).toBeVisible();
  await expect(card.getByText("You opened it")).toBeVisible();
  await expectNoAxeViolations(page, "open matches, the owner's own");
});
