import { ownerSignIn } from "./support/accounts.ts";
import { callAdmin } from "./support/admin-api.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withSharedLock } from "./support/shared-lock.ts";
import { expect, type Page, test } from "./support/test.ts";

type Club = {
  name: string;
  address: string;
  phone: string;
  contact_email: string;
  opening_hours: string;
  cancellation_policy: string;
  primary_color: string;
  legal_name: string;
  tax_id: string;
  legal_address: string;
};

/** The club's information as saved now (public), without its images (which the save does not take). */
async function savedClub(page: Page): Promise<Club> {
  const { logo: _logo, photos: _photos, ...details } = await (await page.request.get("/api/club")).json();
  return details;
}

/** Nothing wider than the screen (at 390 px the form and the home page's blocks stack). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

// Not the demo server's own address (CLUB_ADDRESS), so the home page shows what was saved.
const address = "Paseo de la Castellana 100, 28046 Madrid, Spain";
const hours = "Mon–Fri 07:00–22:30\nSat–Sun 08:00–21:00";
const policy = "Cancel up to 24 hours before your booking for a full refund. Later, ask at the desk.";
const phone = "+34 910 000 000";
const legalName = "Club Deportivo Castellana S.L.";
// A green dark enough for white text (6.6:1), not the server's own colour.
const brand = { hex: "#2b6a2b", rgb: "rgb(43, 106, 43)" };

// The club's information is one record for the whole server: the desktop and phone runs (and
// any other spec that changes it) take turns under one lock. The name and e-mail, which other
// specs read (header, footer, accessibility statement), stay as they are; the rest is put back.
test("the owner sets the club's address, hours and policy, and the home page shows them @phone", async ({ page }) => {
  test.setTimeout(120_000);
  await withSharedLock("club", async () => {
    await ownerSignIn(page);
    const original = await savedClub(page);
    try {
      await page.goto("/admin/club");
      await expect(page.getByRole("heading", { level: 1, name: "Club" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Club name" })).toHaveValue(original.name);
      await expectNoAxeViolations(page, "club page");
      await expectNoSidewaysScroll(page, "the club page");

      await page.getByRole("textbox", { name: "Address", exact: true }).fill(address);
      await page.getByRole("textbox", { name: "Phone" }).fill(phone);
      await page.getByRole("textbox", { name: "Opening hours" }).fill(hours);
      await page.getByRole("textbox", { name: "Cancellation policy" }).fill(policy);
      const receipts = page.getByRole("group", { name: "On receipts and credit notes" });
      await receipts.getByRole("textbox", { name: "Legal name" }).fill(legalName);

      // Too light for white text: the live check says so with the ratio, and the save is refused.
      const colour = page.getByRole("textbox", { name: "Primary colour" });
      await colour.fill("#74c0fc");
      await expect(
        page.getByRole("status").filter({ hasText: "Contrast with white text: 1.96:1, below the 4.5:1" }),
      ).toBeVisible();
      await expectNoAxeViolations(page, "club page, colour too light");
      await page.getByRole("button", { name: "Save club information" }).click();
      await expect(
        page.getByText("The primary colour's contrast with white text is 1.96:1; it must be at least 4.5:1 (WCAG AA)"),
      ).toBeVisible();
      await expectNoAxeViolations(page, "club page, colour refused");
      expect((await savedClub(page)).address).toBe(original.address);

      await colour.fill(brand.hex);
      await expect(page.getByRole("status").filter({ hasText: /at least 4\.5:1 as WCAG asks/ })).toBeVisible();
      await page.getByRole("button", { name: "Save club information" }).click();
      await expect(page.getByText("The club's information is saved.")).toBeVisible();
      await expectNoAxeViolations(page, "club page, saved");

      await page.goto("/");
      await expect(page.getByRole("banner").getByRole("link", { name: original.name })).toBeVisible();
      const where = page.getByRole("region", { name: "Where we are" });
      await expect(where).toContainText(address);
      await expect(where.getByRole("link", { name: `Show on a map: ${address} (OpenStreetMap)` })).toHaveAttribute(
        "href",
        `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
      );
      await expect(page.getByRole("region", { name: "Opening hours" })).toContainText("Sat–Sun 08:00–21:00");
      await expect(page.getByRole("region", { name: "Cancellation policy" })).toContainText(policy);
      const contact = page.getByRole("region", { name: "Contact" });
      await expect(contact.getByRole("link", { name: phone })).toHaveAttribute("href", "tel:+34910000000");
      await expect(contact.getByRole("link", { name: original.contact_email })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: original.contact_email })).toHaveAttribute(
        "href",
        `mailto:${original.contact_email}`,
      );
      // Who the club is in law, at the foot of every page (and on every receipt issued from now on).
      await expect(page.getByRole("contentinfo")).toContainText(
        `${legalName} · Tax ID ${original.tax_id} · ${original.legal_address}`,
      );
      await expectNoAxeViolations(page, "home page with the club's information");

      // The club's colour fills the buttons, on the light page and the dark (axe checks both).
      await page.goto("/login");
      await expect(page.getByRole("button", { name: "Sign in" })).toHaveCSS("background-color", brand.rgb);
      await expectNoAxeViolations(page, "sign-in page in the club's colour");
      await expectNoSidewaysScroll(page, "the home page");
    } finally {
      expect((await callAdmin(page, "PUT", "/api/admin/club", original)).status).toBe(200);
    }
  });
});
