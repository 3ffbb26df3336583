import { expect, type Page } from "@playwright/test";

/** WCAG 2.5.5 (and the design's "generous touch targets"): the smallest a thumb can hit reliably. */
export const MIN_TARGET_PX = 44;

/**
 * Every tappable thing on the page whose tap area is below `min` px in width or height, as
 * "what (width × height)". An input's area includes its labels (a tap on a label is a tap on
 * it); things not drawn (hidden, or parked above the page like the skip link) are left out.
 */
export function smallTargets(page: Page, min = MIN_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      "a[href]",
      "button",
      'input:not([type="hidden"])',
      "select",
      "textarea",
      '[role="button"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="gridcell"][tabindex]',
    ].join(", ");
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (getComputedStyle(el).visibility === "hidden") continue;
      const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? [...(el.labels ?? [])] : [];
      const rects = [el, ...labels].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      const top = Math.min(...rects.map((r) => r.top));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      if (bottom + window.scrollY <= 0) continue;
      const [width, height] = [right - left, bottom - top];
      // Half a pixel of rounding (rem-based sizes at fractional zoom) is not a smaller target.
      if (width < min - 0.5 || height < min - 0.5) small.push(`${describe(el)} (${width.toFixed(1)} × ${height.toFixed(1)})`);
    }
    return small;
  }, min);
}

/** No target below the size, measured once the toasts of what was just done are dismissed (not the page's own). */
export async function expectTouchSized(page: Page, state: string): Promise<void> {
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  await expect(async () => {
    if ((await dismiss.count()) > 0) await dismiss.first().click({ timeout: 1000 });
    await expect(dismiss).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  expect(await smallTargets(page, MIN_TARGET_PX), `targets below ${MIN_TARGET_PX} px on ${state}`).toEqual([]);
}
