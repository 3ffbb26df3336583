import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}@example.test`;

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function registerMember(page: Page, name: string, email: string, password: string) {
  await page.goto("/register");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Signs out from the profile through the confirmation dialog. */
export async function signOutFromProfile(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Stay signed in" })).toBeVisible();
  await dialog.getByRole("button", { name: "Sign out" }).click();
}
