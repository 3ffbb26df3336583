import type { Page } from "@playwright/test";
import { memberInOwnBrowser, ownerSignIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate, memberBooksAndPays, payOnDemoCheckout } from "./support/booking.ts";
import { deskBooksTennis } from "./support/desk-booking.ts";
import { expect, test } from "./support/test.ts";
import { MIN_TARGET_PX, smallTargets } from "./support/touch-targets.ts";

// Tennis day +6 in the morning: no other spec books it (booking-extras has day +6 at 20:00).
// Each project has times of its own (phone and desktop run together): accepting at 08:00 and
// 09:00, declining at 10:00 and 11:00.
const DATE = facilityDate(6);
const times = (phone: boolean) =>
  phone
    ? { accept: { start: "09:00", slot: "09:00–10:00" }, decline: { start: "11:00", slot: "11:00–12:00" } }
    : { accept: { start: "08:00", slot: "08:00–09:00" }, decline: { start: "10:00", slot: "10:00–11:00" } };

async function cancelFromProfile(page: Page, inv: string) {
  await page.goto("/profile");
  await page
    .getByRole("article", { name: `Booking ${inv}` })
    .getByRole("button", { name: "Cancel booking" })
    .click();
  await page.getByRole("dialog", { name: "Cancel booking" }).getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText(`Booking ${inv} cancelled.`)).toBeVisible();
}

const addresses = (phone: boolean, test: number) => [1, 2].map((n) => `10.88.${phone ? 1 : 0}${test}.${n}`);

test("all courts taken: a member joins the waitlist from the grid, sees their place, gets the freed court live and pays for it @phone", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === "phone";
  const { start, slot } = times(phone).accept;
  const [addressA = "", addressB = ""] = addresses(phone, 1);
  await deskBooksTennis(request, {
    date: DATE,
    start,
    courtNames: ["Court 1", "Court 2", "Court 3", "Court 4", "Court 5"],
    guestName: "Club Night",
    keyPrefix: "waitlist",
  });
  const a = await memberInOwnBrowser(browser, "Alma Early", phone, addressA, "waitlist");
  const b = await memberInOwnBrowser(browser, "Bea Later", phone, addressB, "waitlist");
  try {
    const inv = await memberBooksAndPays(a.page, "tennis", DATE, slot, "Court 6");

    await b.page.goto(`/court-schedules-tennis?date=${DATE}`);
    const grid = b.page.getByRole("grid", { name: /^Courts and times on / });
    await expect(grid).toHaveAccessibleDescription(/Enter to book a free slot or to join the waitlist for a taken one/);
    // By keyboard: focus the taken cell, Enter.
    const cell = b.page.getByRole("gridcell", { name: new RegExp(`^Court 6, ${slot}: Booked`) });
    await cell.focus();
    await b.page.keyboard.press("Enter");
    const heading = b.page.getByRole("heading", { name: `All courts are taken at ${start}` });
    await expect(heading).toBeFocused();
    await expectNoAxeViolations(b.page, "join the waitlist, all courts taken");
    if (phone) expect(await smallTargets(b.page), `targets below ${MIN_TARGET_PX} px`).toEqual([]);
    await b.page.getByRole("button", { name: "Join the waitlist", exact: true }).click();
    await expect(
      b.page.getByRole("status").filter({ hasText: `You are on the waitlist for any court at ${start}: next in line.` }),
    ).toBeVisible();
    await expectNoAxeViolations(b.page, "joined the waitlist");

    await b.page.getByRole("link", { name: "See your waitlist" }).click();
    const line = b.page.getByRole("list", { name: "Your places in line" }).getByRole("article");
    await expect(line).toContainText(`Tennis · `);
    await expect(line).toContainText("Any court · next in line");
    await expect(line).toContainText("Waiting");
    await expectNoAxeViolations(b.page, "profile with a place in line");
    if (phone) expect(await smallTargets(b.page), `targets below ${MIN_TARGET_PX} px`).toEqual([]);

    // A cancels: Court 6 comes free and is held for B, who sees it on the profile without reloading.
    await cancelFromProfile(a.page, inv);
    const offer = b.page.getByRole("article", { name: "Court 6 held for you" });
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await expect(offer).toContainText(/Court 6 is held for you until \d\d:\d\d/);
    await expect(offer).toContainText(/1[45]:\d\d left to pay/);
    await expect(b.page.getByRole("status").filter({ has: offer })).toHaveCount(1);
    await expectNoAxeViolations(b.page, "profile with a court held from the waitlist");
    if (phone) expect(await smallTargets(b.page), `targets below ${MIN_TARGET_PX} px`).toEqual([]);
    const offerInv = /[TP]-[\w-]+$/.exec((await offer.getByText(/^Tennis · /).textContent()) ?? "")?.[0] ?? "";
    expect(offerInv).not.toBe("");

    await offer.getByRole("link", { name: `Pay to take it: Court 6 at ${start}` }).click();
    await payOnDemoCheckout(b.page, offerInv);
    await expect(b.page).toHaveURL(/\/profile\?highlight=/);
    const booking = b.page.getByRole("article", { name: `Booking ${offerInv}` });
    await expect(booking).toContainText("Court 6");
    await expect(booking.getByText("paid", { exact: true })).toBeVisible();
    await expect(b.page.getByRole("list", { name: "Your places in line" })).toContainText("Booked");
    await expectNoAxeViolations(b.page, "profile after paying the held court");
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test("a guest is asked to sign in; a member waits for one court, the desk sees the line, and declining passes the court on @phone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === "phone";
  const { start, slot } = times(phone).decline;
  const court = phone ? "Court 5" : "Court 3";
  const [addressA = "", addressB = ""] = addresses(phone, 2);
  const a = await memberInOwnBrowser(browser, "Ada Booker", phone, addressA, "waitlist");
  const b = await memberInOwnBrowser(browser, "Ben Waiter", phone, addressB, "waitlist");
  try {
    const inv = await memberBooksAndPays(a.page, "tennis", DATE, slot, court);

    // A guest choosing the taken court is asked to sign in.
    await page.goto(`/court-schedules-tennis?date=${DATE}`);
    await page.getByRole("gridcell", { name: new RegExp(`^${court}, ${slot}: Booked`) }).click();
    await expect(page.getByRole("heading", { name: `${court} is taken at ${start}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to join the waitlist" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent(`/court-schedules-tennis?date=${DATE}`)}`,
    );
    await expectNoAxeViolations(page, "a guest chose a taken court");

    // B waits for that court only: other courts of the time are free.
    await b.page.goto(`/court-schedules-tennis?date=${DATE}`);
    await b.page.getByRole("gridcell", { name: new RegExp(`^${court}, ${slot}: Booked`) }).click();
    await expect(b.page.getByText(/free at \d\d:\d\d: book one instead of waiting\./)).toBeVisible();
    await b.page.getByRole("button", { name: `Join the waitlist for ${court}` }).click();
    await expect(b.page.getByRole("status").filter({ hasText: `${court} at ${start}: next in line` })).toBeVisible();

    // The desk's grid counts the line, and lists who is in it.
    await ownerSignIn(page);
    await page.goto("/admin/desk");
    await page.getByLabel("Date", { exact: true }).fill(DATE);
    await expect(page.getByRole("rowheader", { name: new RegExp(`^${start}.*1 waiting`) })).toBeVisible();
    const desk = page.getByRole("region", { name: `${slot} · 1 waiting` });
    await expect(desk).toContainText(`Ben Waiter`);
    await expect(desk).toContainText(`${court} · next in line`);
    await expectNoAxeViolations(page, "desk with a waitlist");

    await cancelFromProfile(a.page, inv);
    await b.page.goto("/profile");
    const offer = b.page.getByRole("article", { name: `${court} held for you` });
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await offer.getByRole("button", { name: `Decline: ${court} at ${start}` }).click();
    const dialog = b.page.getByRole("dialog", { name: "Decline the court" });
    await expectNoAxeViolations(b.page, "decline dialog");
    await dialog.getByRole("button", { name: `Decline ${court}` }).click();
    await expect(b.page.getByText(`You declined ${court} at ${start}.`)).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expect(b.page.getByRole("list", { name: "Your places in line" })).toContainText("Declined");
    await expectNoAxeViolations(b.page, "profile after declining");

    // Nobody else waits: the court is free again.
    await b.page.goto(`/court-schedules-tennis?date=${DATE}`);
    await expect(b.page.getByRole("gridcell", { name: new RegExp(`^${court}, ${slot}: `) })).toHaveAttribute(
      "data-status",
      "available",
    );
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
