import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

// The helper every spec leans on runs axe-core itself (support/axe.ts): it must still fail a page
// with a violation, in light colours and after the page navigates (axe injected once per document).
test("the accessibility check fails a page with unreadable text and an unnamed button", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page, "landing page");
  await page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    const faint = Object.assign(document.createElement("p"), { textContent: "Faint text" });
    faint.style.cssText = "color:#f4f4f4;background:#ffffff";
    main.append(faint, document.createElement("button"));
  });
  const failure = await expectNoAxeViolations(page, "landing page with faults").then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain("button-name");
  expect(failure).toContain("color-contrast");
});
