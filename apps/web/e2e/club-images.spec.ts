import sharp from "sharp";
import { ownerSignIn, registerMember, signOutFromProfile, uniqueEmail } from "./support/accounts.ts";
import { callAdmin } from "./support/admin-api.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { mailMatching } from "./support/mailbox.ts";
import { withSharedLock } from "./support/shared-lock.ts";
import { expect, type Page, test } from "./support/test.ts";

type Image = { id: string; url: string; small_url: string };
type Club = { logo: Image | null; photos: (Image & { alt: string; court_id: number | null })[] };

const clubNow = async (page: Page): Promise<Club> => (await page.request.get("/api/club")).json();

/** A file as the owner would choose it: a wide PNG logo, or a landscape JPEG photo. */
async function file(name: string, width: number, height: number, format: "png" | "jpeg") {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 70 } } })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

// The logo and photos are the whole server's: the desktop and phone runs (and the club-info
// spec) take turns under the club's lock, and each run removes what it added.
test("the owner uploads a logo and a photo; the header, the home page and a mail show them @phone", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await withSharedLock("club", async () => {
    await ownerSignIn(page);
    const before = await clubNow(page);
    const alt = `Centre court at dusk ${Date.now()}`;
    try {
      await page.goto("/admin/club");
      const logo = page.getByRole("region", { name: "Logo" });
      await expect(logo).toBeVisible();

      // A file the server cannot read is refused at its field, and nothing changes.
      await logo
        .locator('input[type="file"]')
        .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
      await logo.getByRole("button", { name: "Upload logo" }).click();
      await expect(logo.getByText("The file could not be read as an image; choose a PNG, JPEG or WebP file.")).toBeVisible();
      await expectNoAxeViolations(page, "club page, logo refused");

      await logo.locator('input[type="file"]').setInputFiles(await file("logo.png", 600, 200, "png"));
      await logo.getByRole("button", { name: "Upload logo" }).click();
      await expect(page.getByText("The logo is saved.")).toBeVisible();
      const saved = (await clubNow(page)).logo;
      expect(saved).not.toBeNull();
      await expect(logo.getByRole("img")).toHaveAttribute("src", saved?.small_url ?? "");

      const photos = page.getByRole("region", { name: "Photos" });
      await photos.locator('input[type="file"]').setInputFiles(await file("court.jpg", 1200, 800, "jpeg"));
      await photos.getByRole("textbox", { name: /Description/ }).fill(alt);
      await photos.getByRole("button", { name: "Add photo" }).click();
      await expect(page.getByText("The photo is added.")).toBeVisible();
      await expect(photos.getByRole("img", { name: alt })).toBeVisible();
      await expectNoAxeViolations(page, "club page with a logo and a photo");

      // The public pages: the logo before the club's name, the photo in the club's gallery.
      await page.goto("/");
      const home = page.getByRole("banner").getByRole("link").first();
      await expect(home.locator("img")).toHaveAttribute("src", saved?.small_url ?? "");
      const gallery = page.getByRole("region", { name: "Our club" });
      await expect(gallery.getByRole("img", { name: alt })).toBeVisible();
      await expectNoAxeViolations(page, "home page with the club's logo and photo");

      // A mail sent now carries the logo (by its full address, as mail clients need).
      // (A new member of their own: a reset link is mailed to an account once in 5 minutes.)
      const email = uniqueEmail("brand");
      const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.73.${Date.now() % 250}.9` } });
      const member = await visitor.newPage();
      await registerMember(member, "Bruno Brand", email, "brand-pass-1");
      await signOutFromProfile(member);
      await member.goto("/forgot-password");
      await member.getByLabel("Email").fill(email);
      await member.getByRole("button", { name: "Send reset link" }).click();
      await expect(member.getByText("Check your email")).toBeVisible();
      await visitor.close();
      const mail = await mailMatching(email, new RegExp(`/api/club/images/${saved?.id}/small`));
      expect(mail).toContain(`/api/club/images/${saved?.id}/small`);
    } finally {
      const now = await clubNow(page);
      for (const photo of now.photos.filter((p) => !before.photos.some((b) => b.id === p.id)))
        await callAdmin(page, "DELETE", `/api/admin/club/photos/${photo.id}`);
      if (!before.logo && now.logo) await callAdmin(page, "DELETE", "/api/admin/club/logo");
    }
  });
});
