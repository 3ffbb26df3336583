import { registerMember, signIn, signOutFromProfile, uniqueEmail } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { linkFromMail } from "./support/mailbox.ts";
import { E2E_BASE_URL } from "./support/settings.ts";
import { expect, test } from "./support/test.ts";

test("a member registers, signs out and in, edits the profile, changes and resets the password @phone", async ({ page }) => {
  const email = uniqueEmail("flow");
  await registerMember(page, "Garbiñe Flow", email, "first-password-1");
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText("Welcome, Garbiñe Flow!")).toBeVisible();
  await expectNoAxeViolations(page, "profile");

  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();

  await expectNoAxeViolations(page, "login");
  await signIn(page, email, "wrong-password-0");
  await expect(page.getByText("These credentials do not match our records.").first()).toBeVisible();
  await signIn(page, email, "first-password-1");
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
  await expectNoAxeViolations(page, "edit profile");
  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The name field is required.")).toBeVisible();
  await page.getByLabel("Name").fill("Garbiñe Muguruza");
  await page.getByLabel("Phone (optional)").fill("+34 600 111 222");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("Garbiñe Muguruza")).toBeVisible();
  await expect(page.getByText("+34 600 111 222")).toBeVisible();

  await page.getByRole("link", { name: "Change password" }).click();
  await expectNoAxeViolations(page, "change password");
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("second-password-2");
  await page.getByLabel("Confirm new password").fill("second-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is incorrect.")).toBeVisible();
  await page.getByLabel("Current password").fill("first-password-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Other devices have been signed out.")).toBeVisible();

  await page.goto("/profile");
  await signOutFromProfile(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expectNoAxeViolations(page, "forgot password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();

  const link = await linkFromMail(email, new RegExp(`${E2E_BASE_URL.replace(/[.]/g, "\\.")}/reset-password/\\S+`));
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expectNoAxeViolations(page, "reset password");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("third-password-3");
  await page.getByLabel("Confirm new password").fill("third-password-3");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, "second-password-2");
  await expect(page.getByText("These credentials do not match our records.").first()).toBeVisible();
  await signIn(page, email, "third-password-3");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
});

test("register shows the server's and the form's messages at the fields", async ({ page }) => {
  await page.goto("/register");
  await expectNoAxeViolations(page, "register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("The name field is required.")).toBeVisible();
  await page.getByLabel("Name").fill("Dup");
  await page.getByLabel("Email").fill("member@courtside.test");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("long-enough-1");
  await page.getByLabel("Confirm password").fill("long-enough-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("The email has already been taken.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});

test("a bad or used reset link says so before any password is typed, with the way on @phone", async ({ page }) => {
  await page.goto("/reset-password/not-a-real-token?email=member%40courtside.test");
  const alert = page.getByRole("alert").filter({ hasText: "This reset link does not work" });
  await expect(alert).toContainText("This password reset link is invalid or has expired.");
  await expect(page.getByRole("textbox", { name: "New password", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reset password" })).toHaveCount(0);
  await expectNoAxeViolations(page, "reset password with a bad link");
  await alert.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("every field shows a focus ring, and Tab reaches the password's eye button @phone", async ({ page }) => {
  await page.goto("/login");
  await page.locator("main h1").waitFor();
  const outline = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
  const email = page.getByLabel("Email");
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await email.focus();
  await expect(email).toBeFocused();
  expect(await outline("input[type=email]")).toEqual({ style: "solid", width: 2 });
  await page.keyboard.press("Tab");
  await expect(password).toBeFocused();
  // The password field's box (its wrapper) carries the ring while its text has focus.
  expect(await outline(".mantine-PasswordInput-input")).toEqual({ style: "solid", width: 2 });
  await page.keyboard.press("Tab");
  const eye = page.getByRole("button", { name: "Show password" });
  await expect(eye).toBeFocused();
  expect(await outline(".mantine-PasswordInput-visibilityToggle")).toEqual({ style: "solid", width: 2 });
  await password.fill("secret-words");
  await eye.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("input[name=password]")).toHaveAttribute("type", "text");
  await expect(eye).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page, "login with the password shown");
});
