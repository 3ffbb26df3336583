import { registerMember, uniqueEmail } from "./support/accounts.ts";
import { adminStorageState, uniqueName } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

test("a member rates their own level per sport, sees it marked self-rated, and its history @phone", async ({ page }) => {
  await registerMember(page, "Lena Level", uniqueEmail("level"), "level-password-1");
  const levels = page.getByRole("region", { name: "Your level" });
  const tennis = levels.getByRole("region", { name: "Tennis" });
  const padel = levels.getByRole("region", { name: "Padel" });
  await expect(tennis.getByText("Not set yet.")).toBeVisible();
  await expect(padel.getByText("Not set yet.")).toBeVisible();
  await levels.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, "profile, levels not set");

  // Off the scale: said at the field, nothing saved.
  const tennisLevel = tennis.getByRole("textbox", { name: "Your tennis level" });
  await tennisLevel.fill("7.5");
  await tennis.getByRole("button", { name: "Save level" }).click();
  await expect(tennis.getByText("The level must be between 1 and 7.")).toBeVisible();
  await expect(tennisLevel).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "profile, level refused");

  await tennisLevel.fill("3.5");
  await tennis.getByRole("button", { name: "Save level" }).click();
  await expect(page.getByText("Your tennis level is 3.5, self-rated.")).toBeVisible();
  await expect(tennis.getByText("3.5", { exact: true })).toBeVisible();
  await expect(tennis.getByText("Self-rated", { exact: true })).toBeVisible();
  const history = tennis.getByRole("list", { name: "Tennis level history" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("set at 3.5 (self-rated)");

  const change = tennis.getByRole("textbox", { name: "Change your tennis level" });
  await expect(change).toHaveValue("3.5");
  await change.fill("4.2");
  await change.press("Enter");
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("3.5 → 4.2 (self-rated)");
  // Padel is a level of its own.
  await expect(padel.getByText("Not set yet.")).toBeVisible();
  await expectNoAxeViolations(page, "profile, level set");

  // It stays, and reads in Spanish with a decimal comma.
  await page.reload();
  await expect(levels.getByRole("region", { name: "Tennis" }).getByText("4.2", { exact: true })).toBeVisible();
  await page.getByRole("banner").getByRole("combobox").selectOption("es");
  const tenis = page.getByRole("region", { name: "Tu nivel" }).getByRole("region", { name: "Tenis" });
  await expect(tenis.getByText("4,2", { exact: true })).toBeVisible();
  await expect(tenis.getByText("Autoevaluado", { exact: true })).toBeVisible();
  await expect(tenis.getByRole("textbox", { name: "Cambiar tu nivel de tenis" })).toHaveValue("4,2");
  await expectNoAxeViolations(page, "profile, levels in Spanish");
});

test("staff set a member's level with a reason, and the member sees it set by the club @phone", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail("level-staff");
  const name = uniqueName("Sam");
  await registerMember(page, name, email, "level-password-2");
  const tennis = page.getByRole("region", { name: "Your level" }).getByRole("region", { name: "Tennis" });
  await tennis.getByRole("textbox", { name: "Your tennis level" }).fill("3");
  await tennis.getByRole("button", { name: "Save level" }).click();
  await expect(tennis.getByText("Self-rated", { exact: true })).toBeVisible();

  const office = await browser.newContext({
    storageState: await adminStorageState(browser),
    viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
  });
  const admin = await office.newPage();
  await admin.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name }).first().click();
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
  const levels = admin.getByRole("region", { name: "Player levels" });
  await expect(levels.getByText("Self-rated", { exact: true }).first()).toBeVisible();
  // Without a reason: said at the field, nothing set.
  await levels.getByRole("textbox", { name: "Tennis level" }).fill("4.5");
  await levels.getByRole("button", { name: "Set tennis level" }).click();
  await expect(levels.getByText("Say why in a few words (at least 3 characters).").first()).toBeVisible();
  await expect(levels.getByRole("textbox", { name: "Why" }).first()).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(admin, "customer page, level refused");
  await levels.getByRole("textbox", { name: "Why" }).first().fill("Won the autumn league");
  await levels.getByRole("button", { name: "Set tennis level" }).click();
  await expect(admin.getByText("The tennis level is 4.5 now.")).toBeVisible();
  await expect(levels.getByText("Set by the club", { exact: true })).toBeVisible();
  await expect(levels.getByRole("list", { name: "Tennis level history" })).toContainText("3.0 → 4.5 (set by the club)");
  await expectNoAxeViolations(admin, "customer page, level set");
  await admin.goto("/admin/audit");
  await expect(admin.getByText(`set ${name}'s tennis level to 4.5 (was 3.0): Won the autumn league`)).toBeVisible();
  await office.close();

  await page.reload();
  await expect(tennis.getByText("4.5", { exact: true })).toBeVisible();
  await expect(tennis.getByText("Set by the club", { exact: true })).toBeVisible();
  await expect(tennis.getByText("Match results and the club set this level now; ask the club if it looks wrong.")).toBeVisible();
  await expect(tennis.getByRole("textbox")).toHaveCount(0);
  await expectNoAxeViolations(page, "profile, level set by the club");
});
