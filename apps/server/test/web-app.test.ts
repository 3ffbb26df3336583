import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { matchesWebPattern, webPagePatternOf, webPagePatterns } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubImages, clubSettings } from "../src/db/schema.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
const dist = mkdtempSync(path.join(tmpdir(), "courtside-dist-"));
beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"));
  // Over a kilobyte, as the real one is once a landing page's links are in it.
  const description = `<meta name="description" content="${"Courts. ".repeat(150)}">`;
  writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html><head><title>Courtside app</title>${description}<link rel="stylesheet" crossorigin href="/assets/index-1.css"><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`,
  );
  // What the web build lists for its landing pages (apps/web/vite-route-preloads.ts).
  writeFileSync(
    path.join(dist, "route-preloads.json"),
    JSON.stringify({
      "/court-schedules-tennis": {
        modules: ["/assets/schedules-page-1.js", "/assets/api-client-2.js"],
        styles: ["/assets/grid-3.css"],
        shells: {
          en: '<div class="app-shell"><a class="app-shell-brand" href="/">Built Name</a><h1>Tennis court schedules</h1></div>',
          es: '<div class="app-shell"><h1>Horarios de pistas de tenis</h1></div>',
        },
      },
    }),
  );
  writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log('app')");
  // What the web build writes beside each text file (apps/web/vite-precompress.ts).
  const big = `console.log(${JSON.stringify("x".repeat(4000))})`;
  writeFileSync(path.join(dist, "assets", "big-def456.js"), big);
  writeFileSync(path.join(dist, "assets", "big-def456.js.br"), brotliCompressSync(big));
  writeFileSync(path.join(dist, "assets", "big-def456.js.gz"), gzipSync(big));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("serves the app with 200 for the web app's pages", async () => {
    for (const url of [
      "/",
      "/profile",
      "/login/",
      "/Padel/Addon",
      "/padel/addon",
      "/court-schedules-padel?date=2026-11-23",
      "/extra-addon/0b6f3c52-54d4-4a5e-9d38-2f1f7c0c1a11",
      "/padel/extra-summary/0b6f3c52-54d4-4a5e-9d38-2f1f7c0c1a11",
      "/pay/T-1?key=x",
      "/admin/setup/f00dfeed",
      "/admin/padel/desk",
      "/reset-password/abc",
    ]) {
      const res = await t.app.inject({ url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body).toContain("Courtside app");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    }
  });

  it("answers an unknown page with 404 and the same app, so its router shows the error page", async () => {
    for (const url of [
      "/no/such/page?x=1",
      "/padel/no-such-step",
      "/tennis/addon",
      "/court-schedules-squash",
      "/extra-addon",
      "/extra-addon/",
      "/extra-addon/x/y",
      "/pay//x",
      "/admin/setup",
      "/admin/tennis/bookings",
      "/assets/missing-123.js",
    ]) {
      const res = await t.app.inject({ url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body).toContain("Courtside app");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    }
  });

  it("answers HEAD as GET: 200 for a page, 404 for an unknown one", async () => {
    expect((await t.app.inject({ method: "HEAD", url: "/padel/addon" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "HEAD", url: "/no/such/page" })).statusCode).toBe(404);
  });

  it("answers 200 for a concrete address of every pattern in the route table, and 404 one segment deeper", async () => {
    // The web app's router is built from this table (apps/web/src/app/paths.ts; its
    // route-patterns test holds the router to it), so a new page cannot be served as a 404.
    expect(webPagePatterns.length).toBeGreaterThan(40);
    for (const pattern of webPagePatterns) {
      const url = pattern.replaceAll(/:[\w-]+/g, "a1b2-c3");
      expect(webPagePatternOf(url), url).toBeDefined();
      const page = await t.app.inject({ url, headers: { accept: "text/html" } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain("Courtside app");
      const deeper = `${url === "/" ? "" : url}/no-such-page`;
      // A list page's deeper address may be a page of its own (/admin/customers/{customer_id}).
      const expected = webPagePatternOf(deeper) ? 200 : 404;
      expect((await t.app.inject({ url: deeper, headers: { accept: "text/html" } })).statusCode, deeper).toBe(expected);
    }
  });

  it("matches paths the way the web app's router does", () => {
    expect(matchesWebPattern("/pay/:inv", "/pay/T-1")).toBe(true);
    expect(matchesWebPattern("/pay/:inv", "/PAY/T-1/")).toBe(true);
    expect(matchesWebPattern("/pay/:inv", "/pay/")).toBe(false);
    expect(matchesWebPattern("/pay/:inv", "/pay/a/b")).toBe(false);
    expect(matchesWebPattern("/", "/")).toBe(true);
    expect(matchesWebPattern("/", "/x")).toBe(false);
    expect(matchesWebPattern("/login", "/log%69n")).toBe(true);
    expect(matchesWebPattern("/docs/*", "/docs/a/b")).toBe(true);
    expect(matchesWebPattern("/docs/*", "/docs")).toBe(true);
    expect(matchesWebPattern("*", "/anything/at/all")).toBe(true);
  });

  it("names a landing page's route chunks in its HTML, so they load beside the entry, and no others", async () => {
    const landing = await t.app.inject({ url: "/court-schedules-tennis?date=2026-11-23" });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers["content-type"]).toContain("text/html");
    expect(landing.headers["cache-control"]).toBe("no-cache");
    expect(landing.body).toContain('<link rel="modulepreload" crossorigin href="/assets/schedules-page-1.js">');
    expect(landing.body).toContain('<link rel="modulepreload" crossorigin href="/assets/api-client-2.js">');
    expect(landing.body).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-3.css">');
    expect(landing.body.indexOf("modulepreload")).toBeLessThan(landing.body.indexOf("</head>"));
    // The first paint needs no script and no stylesheet: the page's heading is in its HTML, and
    // every stylesheet (the app's and the route's) comes after it.
    expect(landing.body).toContain(
      `<div id="root"><div class="app-shell"><a class="app-shell-brand" href="/">${t.app.deps.config.clubName}</a><h1>Tennis court schedules</h1></div></div>`,
    );
    const head = landing.body.slice(0, landing.body.indexOf("</head>"));
    expect(head).not.toContain('rel="stylesheet"');
    const afterShell = landing.body.slice(landing.body.indexOf("</h1></div></div>"));
    expect(afterShell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(afterShell).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-3.css">');
    const compressed = await t.app.inject({ url: "/court-schedules-tennis", headers: { "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(landing.body);
    expect(landing.body).toContain('<html lang="en">');
    const other = await t.app.inject({ url: "/login" });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain("Courtside app");
    expect(other.body).not.toContain("modulepreload");
    expect(other.body).toContain('<div id="root"></div>');
  });

  it("names the club in the shell as it is named now, not as the build named it, escaped, after its logo", async () => {
    await t.app.deps.database.db
      .insert(clubSettings)
      .values({ id: 1, name: "Club <Sol> & Sombra" })
      .onConflictDoUpdate({ target: clubSettings.id, set: { name: "Club <Sol> & Sombra" } });
    const page = await t.app.inject({ url: "/court-schedules-tennis" });
    expect(page.body).toContain('<a class="app-shell-brand" href="/">Club &lt;Sol&gt; &amp; Sombra</a>');
    const [logo] = await t.app.deps.database.db
      .insert(clubImages)
      .values({
        kind: "logo",
        contentType: "image/png",
        bytes: Buffer.from("x"),
        smallBytes: Buffer.from("x"),
        width: 300,
        height: 100,
      })
      .returning();
    const branded = await t.app.inject({ url: "/court-schedules-tennis" });
    expect(branded.body).toContain(
      `<a class="app-shell-brand" href="/"><img class="app-shell-logo" src="/api/club/images/${logo?.id}/small" alt="" width="96" height="32">Club &lt;Sol&gt; &amp; Sombra</a>`,
    );
    await t.app.deps.database.db.delete(clubImages);
    await t.app.deps.database.db.delete(clubSettings);
  });

  it("answers a landing page in the visitor's language: the one chosen in the app, else the browser's, else English", async () => {
    const shellOf = async (headers: Record<string, string>) => {
      const page = await t.app.inject({ url: "/court-schedules-tennis", headers });
      expect(page.headers.vary).toContain("Accept-Language");
      return [/<html lang="(\w+)"/.exec(page.body)?.[1], /<h1>([^<]+)<\/h1>/.exec(page.body)?.[1]];
    };
    expect(await shellOf({ "accept-language": "es-ES,es;q=0.9,en;q=0.8" })).toEqual(["es", "Horarios de pistas de tenis"]);
    expect(await shellOf({ "accept-language": "es", cookie: "courtside_locale=en" })).toEqual(["en", "Tennis court schedules"]);
    expect(await shellOf({ "accept-language": "de-DE,de;q=0.9" })).toEqual(["en", "Tennis court schedules"]);
    expect(await shellOf({ cookie: "courtside_locale=es" })).toEqual(["es", "Horarios de pistas de tenis"]);
    // This build has no French shell: English words, and <html lang> says English.
    expect(await shellOf({ "accept-language": "fr-FR" })).toEqual(["en", "Tennis court schedules"]);
  });

  it("serves fingerprinted assets with a long cache lifetime", async () => {
    const res = await t.app.inject({ url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("sends the build's compressed copy of a file to a browser that accepts it, else the file itself", async () => {
    const br = await t.app.inject({ url: "/assets/big-def456.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("xxxx");
    const gz = await t.app.inject({ url: "/assets/big-def456.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain("xxxx");
    const plain = await t.app.inject({ url: "/assets/big-def456.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("xxxx");
  });

  it("compresses JSON answers of a kilobyte or more for clients that accept it", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ url: "/healthz", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("still answers unknown API paths with 404 JSON", async () => {
    const res = await t.app.inject({ url: "/api/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found.", code: "not_found" });
  });
});
