import { signIn } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { madridMinutes, payOnDemoCheckout } from "./support/booking.ts";
import { DEMO_PASSWORD } from "./support/settings.ts";
import { expect, type Page, test } from "./support/test.ts";

test.use({ viewport: { width: 390, height: 844 } });

const TAP_BUDGET = 6;

/**
 * Records, in the page itself, every tap (a trusted click), key press and choice in a select
 * from now on, each as what it landed on. Kept in sessionStorage, so a full page load in
 * between would not lose any.
 */
async function startCountingTaps(page: Page) {
  await page.addInitScript(() => {
    const record = (kind: string, target: EventTarget | null) => {
      const taps: string[] = JSON.parse(sessionStorage.getItem("e2e-taps") ?? "[]");
      const what = target instanceof Element ? (target.closest("a, button, td, label, input, select") ?? target) : null;
      taps.push(`${kind} ${what ? `${what.tagName.toLowerCase()} "${(what.textContent ?? "").trim().slice(0, 30)}"` : "page"}`);
      sessionStorage.setItem("e2e-taps", JSON.stringify(taps));
    };
    addEventListener("click", (e) => e.isTrusted && record("tap", e.target), true);
    addEventListener("keydown", (e) => e.isTrusted && record(`key ${e.key}`, e.target), true);
    addEventListener("change", (e) => e.isTrusted && e.target instanceof HTMLSelectElement && record("select", e.target), true);
  });
  await page.reload();
  await page.evaluate(() => sessionStorage.setItem("e2e-taps", "[]"));
}

const tapsSoFar = (page: Page): Promise<string[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-taps") ?? "[]"));

test(`a signed-in member books one court from the landing page to the paid booking in at most ${TAP_BUDGET} taps @phone`, async ({
  page,
}, testInfo) => {
  await page.goto("/login");
  await signIn(page, "member@courtside.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile/);
  await page.goto("/");
  await startCountingTaps(page);

  await page.getByRole("link", { name: /^Book tennis/ }).click();
  await page.getByRole("link", { name: "See the day grid" }).click();
  // The grid starts at the next free time: its first free cell is the one a player in a hurry takes
  // (the desktop run, at the same moment, takes the next one).
  // A slot starting within two minutes may have begun by the time the order lands (the run can
  // fall on a slot's start): such a cell is passed over.
  const cells = page.locator('td[data-status="available"]');
  await expect(cells.first()).toBeVisible();
  const soon = madridMinutes() + 2;
  const labels = await cells.evaluateAll((tds) => tds.map((td) => td.getAttribute("aria-label") ?? ""));
  const startsOf = (l: string) => {
    const [h, m] = (l.match(/(\d\d):(\d\d)–/)?.slice(1) ?? ["0", "0"]).map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  const later = labels.findIndex((l) => startsOf(l) >= soon || startsOf(l) < madridMinutes() - 60);
  const cell = cells.nth(Math.max(0, later) + (testInfo.project.name === "phone" ? 0 : 1));
  const label = (await cell.getAttribute("aria-label")) ?? "";
  await cell.click();
  // The auth step sends a signed-in member on to the summary, with the date, time and court chosen.
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByRole("cell", { name: label.split(",")[0] })).toBeVisible();
  await expectNoAxeViolations(page, "summary straight from a grid cell");
  await page.getByRole("button", { name: "Reserve and pay" }).click();
  const heading = page.getByRole("heading", { name: /^Order T-/ });
  await expect(heading).toBeVisible();
  const inv = ((await heading.textContent()) ?? "").replace("Order ", "");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnDemoCheckout(page, inv);

  await expect(page).toHaveURL(/\/profile\?highlight=/);
  await expect(page.getByRole("article", { name: `Booking ${inv}` }).getByText("paid", { exact: true })).toBeVisible();
  const taps = await tapsSoFar(page);
  expect(taps.length, `taps from / to the paid booking:\n${taps.join("\n")}`).toBeLessThanOrEqual(TAP_BUDGET);
});
