import { registerMember, uniqueEmail } from "./support/accounts.ts";
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
