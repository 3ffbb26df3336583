import { CSRF_MISMATCH_MESSAGE } from "@courtside/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: "https://app.club.example" });
});
afterAll(() => t.close());

const loginBody = { email: "nobody@example.test", password: "whatever-pass" };

describe("anti-forgery token", () => {
  it("GET /api/csrf-cookie answers 204 and sets a script-readable XSRF-TOKEN cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/csrf-cookie" });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === "XSRF-TOKEN");
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe("Lax");
  });

  it("answers 419 to unsafe requests without the header, with a wrong header, or with an unsigned cookie", async () => {
    const c = t.client();
    const missing = await c.post("/api/frontend/login", loginBody, { xsrf: false });
    expect(missing.statusCode).toBe(419);
    expect(missing.data).toEqual({ message: CSRF_MISMATCH_MESSAGE });

    const wrongHeader = await t.app.inject({
      method: "POST",
      url: "/api/frontend/login",
      headers: { cookie: "XSRF-TOKEN=abc.def", "x-xsrf-token": "abc.def", "content-type": "application/json" },
      payload: loginBody,
    });
    expect(wrongHeader.statusCode).toBe(419);
  });

  it("lets the request through when the header echoes the cookie", async () => {
    const res = await t.client().post("/api/frontend/login", loginBody);
    expect(res.statusCode).toBe(422);
  });
});

describe("error shape", () => {
  it("answers 415 to bodies that are not JSON", async () => {
    const c = t.client();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await c.post("/api/frontend/login", "email=a", { headers: { "content-type": type } });
      expect(res.statusCode, type).toBe(415);
      expect(res.data.message).toMatch(/application\/json/);
    }
  });

  it("answers 400 to malformed JSON and to __proto__ keys", async () => {
    const c = t.client();
    const broken = await c.post("/api/frontend/login", '{"email": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.data).toEqual({ message: "The request body is not valid JSON." });
    const proto = await c.post("/api/frontend/login", '{"__proto__": {"admin": true}, "email": "a@b.c", "password": "x"}');
    expect(proto.statusCode).toBe(400);
    expect(typeof proto.data.message).toBe("string");
  });

  it("answers 413 to bodies over the limit", async () => {
    const res = await t.client().post("/api/frontend/login", { email: "a@b.c", password: "x".repeat(200_000) });
    expect(res.statusCode).toBe(413);
    expect(res.data.message).toMatch(/too large/);
  });

  it("answers 422 with a body-level message when the body is not an object", async () => {
    const res = await t.client().post("/api/frontend/login", "[1,2,3]");
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toBeDefined();
  });

  it("answers 4xx, not 500, to a NUL character the database cannot store, in a path or a body", async () => {
    const c = t.client();
    const inPath = await c.post("/api/payments/demo/INV%00X/pay", { key: "k" });
    expect(inPath.statusCode).toBeGreaterThanOrEqual(400);
    expect(inPath.statusCode).toBeLessThan(500);
    const inBody = await c.post("/api/frontend/register", {
      name: "Nul\u0000Name",
      email: "nul@example.test",
      password: "long-enough-1",
      password_confirmation: "long-enough-1",
    });
    expect(inBody.statusCode).toBe(422);
    expect(inBody.data.message).toMatch(/cannot be stored|name/i);
  });

  it("answers unknown /api paths with 404 JSON, whatever the method", async () => {
    const c = t.client();
    for (const res of [await c.get("/api/nothing-here"), await c.post("/api/frontend/nothing", {}), await c.get("/api")]) {
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ message: "Not found.", code: "not_found" });
    }
  });

  it("never answers 5xx to generated bodies on any account call", async () => {
    const c = t.client();
    const posts = [
      "/api/frontend/register",
      "/api/frontend/login",
      "/api/frontend/forgot-password",
      "/api/frontend/reset-password",
      "/api/login",
    ];
    const weird = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.constantFrom("email", "password", "name", "phone", "token", "password_confirmation", "constructor"),
        fc.jsonValue(),
      ),
      fc.record({ email: fc.string(), password: fc.string(), name: fc.string({ unit: "binary" }), token: fc.string() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), weird, async (url, body) => {
        const res = await c.post(url, JSON.stringify(body));
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(typeof res.data?.message === "string" || res.statusCode < 300).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe("security headers and CORS", () => {
  it("sends a strict Content-Security-Policy without inline script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("allows the app's origin and CORS_ORIGINS with credentials, never others or *", async () => {
    const ask = (origin: string) =>
      t.app.inject({
        method: "OPTIONS",
        url: "/api/frontend/login",
        headers: { origin, "access-control-request-method": "POST" },
      });
    const own = await ask("http://courtside.test");
    expect(own.headers["access-control-allow-origin"]).toBe("http://courtside.test");
    expect(own.headers["access-control-allow-credentials"]).toBe("true");
    expect((await ask("https://app.club.example")).headers["access-control-allow-origin"]).toBe("https://app.club.example");
    const foreign = await ask("https://evil.example");
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("health and docs", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("publishes an OpenAPI document with the contract's calls and a docs page", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/user",
      "/api/login",
      "/api/logout",
      "/api/frontend/user/{email}",
      "/api/frontend/register",
      "/api/frontend/login",
      "/api/frontend/logout",
      "/api/frontend/refresh",
      "/api/frontend/forgot-password",
      "/api/frontend/reset-password",
      "/api/frontend/profile",
      "/api/frontend/password",
      "/api/frontend/rules/single",
      "/api/frontend_padel/rules/single",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths["/api/frontend/register"].post.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "password_confirmation",
    );
    expect(doc.components.schemas).toHaveProperty("Member");
    const docs = await t.app.inject({ url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain("swagger");
  });
});
