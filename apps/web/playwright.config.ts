import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e/support/settings.ts";

/** Browser tests: the system Chromium (never a downloaded one) against the real server. */
export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test's whole time (its steps keep expect's 10 s each): on a loaded 2-core machine (session
  // 16's rehearsal) flows of a minute alone ran past 60 s beside the other worker.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "off",
    screenshot: "only-on-failure",
    // Each test's fresh browser would install the service worker again; only installable.spec.ts lets it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The release draw's spec runs alone, after the rest: it timed out (5 min) in two full runs of
  // session 12 while passing alone in a minute. Its time counts the wait for the padel lock
  // (support/padel-lock.ts) behind admin-office and booking-phone-grid, and until session 13 a
  // holder past 120 s lost that lock to a waiter (now it beats), so two specs changed padel's
  // rules at once. Run after the rest, it neither waits nor is overwritten.
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testIgnore: /release-draw\.spec\.ts/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      grep: /@phone/,
      testIgnore: /release-draw\.spec\.ts/,
    },
    {
      name: "release-draw",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testMatch: /release-draw\.spec\.ts/,
      dependencies: ["desktop", "phone"],
    },
  ],
});
