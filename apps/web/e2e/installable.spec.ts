import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

// The service worker is blocked in every other spec (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test("the club's app is installable: its manifest names the club, its icons load, a service worker runs @phone", async ({
  page,
}) => {
  const club = await (await page.request.get("/api/club")).json();
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const app = await manifest.json();
  expect(app).toMatchObject({ name: club.name, start_url: "/", display: "standalone", theme_color: club.primary_color });
  for (const icon of app.icons as { src: string; type: string }[]) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe(icon.type);
  }

  await page.goto("/");
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe("activated");
  // Chromium's own install criteria (what its install prompt checks): none unmet but the one
  // about the test's browser itself (a test context is a private window, which never installs).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
});

test("without a connection a page says the schedules need one, and leads back @phone", async ({ page, context }) => {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  try {
    await page.goto("/court-schedules-tennis");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Sin conexión" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Hors ligne" })).toBeVisible();
    await expect(page.getByText("The courts' schedules and your bookings need a connection")).toBeVisible();
    await expectNoAxeViolations(page, "offline page");
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole("link", { name: "try again" }).click();
  await expect(page.getByRole("link", { name: "Book tennis" })).toBeVisible();
});
