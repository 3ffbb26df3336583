import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
const dist = mkdtempSync(path.join(tmpdir(), "courtside-dist-"));
beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Courtside app</title>");
  writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log('app')");
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("serves the app for the home page and for any unknown non-API path, so its router shows the error page", async () => {
    for (const url of ["/", "/profile", "/no/such/page?x=1", "/reset-password/abc"]) {
      const res = await t.app.inject({ url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("Courtside app");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    }
  });

  it("serves fingerprinted assets with a long cache lifetime", async () => {
    const res = await t.app.inject({ url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("still answers unknown API paths with 404 JSON", async () => {
    const res = await t.app.inject({ url: "/api/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found." });
  });
});
