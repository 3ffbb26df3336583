import { expect, test } from "@playwright/test";

/**
 * The page's CSP forbids eval. Nothing the pages run may even try it: the browser reports a
 * caught attempt as a violation too (zod's probe did, until src/zod-config.ts). Pages that
 * build schemas are visited; nothing is booked.
 */
test("the landing, booking and schedule pages cause no Content-Security-Policy violation", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  for (const path of ["/", "/tennis", "/court-schedules-tennis", "/padel"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
