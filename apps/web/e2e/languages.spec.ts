import type { Page } from "@playwright/test";
import { ownerSignIn, registerMember, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/** The header's language choice, whatever language the page is in now (its name is "Language", "Idioma" or "Langue"). */
const languageChoice = (page: Page) => page.getByRole("banner").getByRole("combobox");

/**
 * A spot check of one page: its words in English, then the page in Spanish chosen in the header
 * (the words change, `<html lang>` says so, axe passes), then back in English. The h1 may read
 * the same in both ("Club"), so the check reads the whole main area once the h1 is there.
 */
async function readsInSpanish(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole("heading", { level: 1 });
  const main = page.getByRole("main");
  await expect(heading).toBeVisible();
  const english = await main.innerText();
  await languageChoice(page).selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(heading).toBeVisible();
  await expect.poll(() => main.innerText(), { message: `${path} in Spanish` }).not.toBe(english);
  await expectNoAxeViolations(page, `${path} in Spanish`);
  await languageChoice(page).selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test.describe("languages", () => {
  test.use({ locale: "es-ES" });

  test("a Spanish browser opens in Spanish; French chosen in the header stays across visits, in the server's first HTML too @phone", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 2, name: "Reservar tenis" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Horarios" })).toBeVisible();
    await expect(languageChoice(page)).toHaveAccessibleName("Idioma");
    await expectNoAxeViolations(page, "landing in Spanish");

    await languageChoice(page).selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 2, name: "Réserver un court de tennis" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Accessibilité" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Réserver un court de tennis" })).toBeVisible();
    // The server answers a page in the chosen language before any script runs (the cookie).
    const html = await (await page.request.get("/tennis")).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Réserver un court de tennis");

    await page.goto("/court-schedules-tennis");
    await expect(page.getByRole("heading", { level: 1, name: "Plannings des courts de tennis" })).toBeVisible();
    await expectNoAxeViolations(page, "day grid in French");
  });
});

test("the public pages read in Spanish when chosen in the header, and pass axe in it @phone", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [
    "/tennis",
    "/padel",
    "/court-schedules",
    "/court-schedules-padel",
    "/login",
    "/register",
    "/forgot-password",
    "/accessibility",
  ]) {
    await readsInSpanish(page, path);
  }
});

test("a member's pages read in Spanish, and the language they choose is kept on their account", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("lengua");
  await registerMember(page, "Lucía Lengua", email, "a-long-password-1");
  for (const path of ["/profile", "/edit-profile", "/change-password", "/membership", "/padel/profile"]) {
    await readsInSpanish(page, path);
  }
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith("/api/frontend/locale") && r.request().method() === "PUT" && r.request().postDataJSON()?.locale === "es",
  );
  await languageChoice(page).selectOption("es");
  expect((await saved).status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // Another browser in English: signing in brings the member's language with them.
  const other = await browser.newContext({ locale: "en-GB" });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto("/login");
    await elsewhere.getByLabel("Email").fill(email);
    await elsewhere.getByRole("textbox", { name: "Password", exact: true }).fill("a-long-password-1");
    await elsewhere.getByRole("button", { name: "Sign in" }).click();
    await expect(elsewhere.locator("html")).toHaveAttribute("lang", "es");
    await expect(elsewhere.getByRole("heading", { level: 1, name: "Tu perfil" })).toBeVisible();
  } finally {
    await other.close();
  }
});

test("the back office reads in Spanish, page by page", async ({ page }) => {
  test.setTimeout(300_000);
  await readsInSpanish(page, "/admin/login");
  await ownerSignIn(page);
  for (const path of [
    "/admin/bookings",
    "/admin/desk",
    "/admin/series",
    "/admin/catalog",
    "/admin/closures",
    "/admin/rules",
    "/admin/release-draws",
    "/admin/disputed-results",
    "/admin/dashboard",
    "/admin/padel/bookings",
    "/admin/customers",
    "/admin/mail",
    "/admin/administrators",
    "/admin/audit",
    "/admin/documents",
    "/admin/plans",
    "/admin/memberships",
    "/admin/club",
  ]) {
    await readsInSpanish(page, path);
  }
});
