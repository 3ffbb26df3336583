import { randomBytes } from "node:crypto";
import { formatSlot } from "@courtside/contract";
import { memberInOwnBrowser, registerMember, uniqueEmail } from "./support/accounts.ts";
import { callAdmin } from "./support/admin-api.ts";
import { adminStorageState } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, payOnDemoCheckout, reserveAsMember } from "./support/booking.ts";
import { withSharedLock } from "./support/shared-lock.ts";
import { type Browser, expect, type Page, test } from "./support/test.ts";
import { expectTouchSized } from "./support/touch-targets.ts";

// Day +9, 17:30 padel: no other spec books it; each project takes its own court.
const DAY = 9;
const TIME = { start: "17:30", end: "19:00" };

/** The back office signed in as the demo owner, in a browser of its own at the test's width. */
async function ownerBackOffice(browser: Browser, page: Page) {
  const context = await browser.newContext({
    storageState: await adminStorageState(browser),
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const office = await context.newPage();
  await office.goto("/admin/bookings");
  return { context, office };
}

/** Sets the member's answer through the API (their token is the page's). */
async function saysPlaysIn(page: Page, name: string, playsIn: "women" | "men") {
  const saved = await callAdmin(page, "PUT", "/api/frontend/profile", { name, plays_in: playsIn });
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
}

// Turning the club's offer on is a club-wide change: the desktop and phone runs (and the club
// spec) take turns under the club lock, and the offer is put back as it was.
test("the club offers women's, men's and mixed matches: a mixed padel match fills two and two, and the desk grid names who booked @phone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const phone = testInfo.project.name === "phone";
  const court = phone ? "Padel 2" : "Padel 1";
  const date = facilityDate(DAY);
  const tag = randomBytes(3).toString("hex");
  const owner = `Wendy Opener ${tag}`;

  await withSharedLock("club", async () => {
    const { context: officeContext, office } = await ownerBackOffice(browser, page);
    const { logo: _logo, photos: _photos, ...original } = await (await office.request.get("/api/club")).json();
    try {
      // The owner turns the offer on from the club page.
      await office.goto("/admin/club");
      const offer = office.getByRole("checkbox", { name: "Offer women's, men's and mixed matches" });
      await expect(offer).toBeVisible();
      if (!(await offer.isChecked())) await offer.check();
      await office.getByRole("button", { name: "Save club information" }).click();
      await expect(office.getByText("The club's information is saved.")).toBeVisible();
      expect((await (await office.request.get("/api/club")).json()).match_categories).toBe(true);

      // A member says, on their profile, that they play in women's matches.
      await registerMember(page, owner, uniqueEmail("wendy"), "wendy-password-1");
      await page.goto("/edit-profile");
      const playsIn = page.getByRole("radiogroup", { name: "Matches I play in (optional)" });
      await expect(playsIn.getByRole("radio", { name: "Prefer not to say" })).toBeChecked();
      await playsIn.getByText("Women's matches", { exact: true }).click();
      await expect(playsIn.getByRole("radio", { name: "Women's matches" })).toBeChecked();
      await expectNoAxeViolations(page, "edit profile, matches I play in");
      if (phone) await expectTouchSized(page, "edit profile, matches I play in");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText("Women's matches", { exact: true })).toBeVisible();

      // At checkout they open the booking's free places as a mixed match, and pay their place.
      const inv = await reserveAsMember(page, "/padel", date, `${TIME.start}–${TIME.end}`, [court]);
      const whoPays = page.getByRole("region", { name: "Who pays?" });
      await whoPays.getByText("Open a match", { exact: true }).click();
      const form = whoPays.getByRole("form", { name: "Open the free places as a match" });
      const category = form.getByRole("radiogroup", { name: "Category" });
      await expect(category.getByRole("radio", { name: "Open to all" })).toBeChecked();
      await category.getByText("Mixed: half women, half men", { exact: true }).click();
      await expectNoAxeViolations(page, "member checkout, a mixed match");
      if (phone) await expectTouchSized(page, "member checkout, a mixed match");
      await form.getByRole("button", { name: "Open the match" }).click();
      await expect(whoPays.getByText("Open place")).toHaveCount(3);
      await page.getByRole("button", { name: /^Pay your share: / }).click();
      await payOnDemoCheckout(page, inv);
      await expect(page).toHaveURL(/\/profile(-padel)?\?highlight=/);

      // A member who has not said which matches they play in is told where to say it.
      const when = formatSlot(date, TIME.start, TIME.end);
      const marco = await memberInOwnBrowser(browser, `Marco Mixed ${tag}`, phone, phone ? "10.217.0.2" : "10.217.0.1", "marco");
      const mp = marco.page;
      await mp.goto(`/padel/open-matches?date=${date}&category=mixed`);
      await expect(mp.getByRole("combobox", { name: "Category" })).toHaveValue("mixed");
      const card = mp.getByRole("article", { name: `Match on ${when}` }).filter({ hasText: `Opened by ${owner}` });
      await expect(card.getByText("Mixed: half women, half men")).toBeVisible();
      await expectNoAxeViolations(mp, "open matches, mixed");
      await card.getByRole("button", { name: /^Join and pay / }).click();
      const refusal = card.getByRole("alert");
      await expect(refusal).toContainText(
        "This is a mixed match: say on your profile whether you play in women's or men's matches",
      );
      await expectNoAxeViolations(mp, "open matches, category not said");
      if (phone) await expectTouchSized(mp, "open matches, category not said");
      await refusal.getByRole("link", { name: "Say which matches you play in on your profile" }).click();
      await expect(mp).toHaveURL(/\/edit-profile$/);
      await mp.getByText("Men's matches", { exact: true }).click();
      await mp.getByRole("button", { name: "Save" }).click();
      await expect(mp).toHaveURL(/\/profile$/);

      // Now he joins by card; a woman takes a place too (held for her card).
      await mp.goto(`/padel/open-matches?date=${date}`);
      await card.getByRole("button", { name: /^Join and pay / }).click();
      await expect(mp).toHaveURL(/\/pay\//);
      const placeInv = decodeURIComponent(new URL(mp.url()).pathname.split("/").pop() ?? "");
      await payOnDemoCheckout(mp, placeInv);
      await expect(mp).toHaveURL(/\/share\/[0-9a-f-]+\?key=/);
      await marco.context.close();

      const lena = await memberInOwnBrowser(browser, `Lena Second ${tag}`, phone, phone ? "10.217.1.2" : "10.217.1.1", "lena");
      await saysPlaysIn(lena.page, `Lena Second ${tag}`, "women");
      await lena.page.goto(`/padel/open-matches?date=${date}`);
      const lenaCard = lena.page.getByRole("article", { name: `Match on ${when}` }).filter({ hasText: `Opened by ${owner}` });
      await lenaCard.getByRole("button", { name: /^Join and pay / }).click();
      await expect(lena.page).toHaveURL(/\/pay\//);
      await lena.context.close();

      // A third woman: the women's half is taken.
      const tess = await memberInOwnBrowser(browser, `Tess Third ${tag}`, phone, phone ? "10.217.2.2" : "10.217.2.1", "tess");
      await saysPlaysIn(tess.page, `Tess Third ${tag}`, "women");
      await tess.page.goto(`/padel/open-matches?date=${date}`);
      const tessCard = tess.page.getByRole("article", { name: `Match on ${when}` }).filter({ hasText: `Opened by ${owner}` });
      await expect(tessCard.getByText("1 of 3 places left")).toBeVisible();
      await tessCard.getByRole("button", { name: /^Join and pay / }).click();
      await expect(tessCard.getByRole("alert")).toContainText(
        "This mixed match already has its 2 women: the places left are for men.",
      );
      await expectNoAxeViolations(tess.page, "open matches, the women's half taken");
      await tess.context.close();

      // The desk's grid names who booked the court, and how many play with her.
      await office.goto("/admin/padel/desk");
      await office.getByLabel("Date", { exact: true }).fill(date);
      const cell = office.getByRole("gridcell", { name: new RegExp(`^${court}, ${TIME.start}–${TIME.end}: Booked, `) });
      await expect(cell).toHaveAccessibleName(
        new RegExp(
          `Booked by ${owner}; players: (Marco Mixed ${tag} and Lena Second ${tag}|Lena Second ${tag} and Marco Mixed ${tag})$`,
        ),
      );
      await expect(cell).toContainText(phone ? "Wendy +2" : "Wendy +2 players");
      await expect(cell).toHaveAttribute("title", new RegExp(`^Booked by ${owner}; players: `));
      await expectNoAxeViolations(office, "desk grid with names");
      await cell.scrollIntoViewIfNeeded();
    } finally {
      const restored = await callAdmin(office, "PUT", "/api/admin/club", original);
      expect(restored.status, JSON.stringify(restored.data)).toBe(200);
      await officeContext.close();
    }
  });
});
