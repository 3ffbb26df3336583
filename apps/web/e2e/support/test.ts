import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Every test is its own device: the e2e server trusts one X-Forwarded-For hop (as behind a
 * real proxy), and each test sends one address of its own, which is then the client's. Without it every test shares 127.0.0.1
 * and the per-address sign-in limit (30 per 15 minutes) trips long before the suite ends.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a, b, c] = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`).digest();
    await use({ ...extraHTTPHeaders, "x-forwarded-for": `10.${a}.${b}.${((c ?? 0) % 254) + 1}` });
  },
});
