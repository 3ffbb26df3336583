import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * The served OpenAPI document tells a client what the server really does: media types,
 * the anti-forgery pair, the errors answered before any handler, who may call, and where.
 */
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

let t: TestContext;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.client().get("/api/openapi.json")).data;
});
afterAll(() => t.close());

const WEBHOOK = "/api/payments/stripe/webhook";
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })));
const unsafe = () => operations().filter(({ method }) => ["post", "put", "patch", "delete"].includes(method));

describe("the OpenAPI document", () => {
  it("names the server and gives every operation a unique id derived from method and path", () => {
    expect(doc.servers).toEqual([{ url: "http://courtside.test" }]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/frontend/orders"]?.post?.operationId).toBe("postFrontendOrders");
    expect(doc.paths["/api/frontend_padel/orders/{order_id}/cancel"]?.post?.operationId).toBe(
      "postFrontendPadelOrdersByOrderIdCancel",
    );
  });

  it("declares public operations with an empty security requirement, optional bearer auth where it changes the answer", () => {
    for (const path of ["/api/frontend/courts", "/api/frontend/login", "/healthz", "/api/csrf-cookie", WEBHOOK]) {
      const [op] = Object.values(doc.paths[path] ?? {});
      expect(op?.security, path).toEqual([]);
    }
    expect(operations().every(({ op }) => Array.isArray(op.security))).toBe(true);
    // The grids show the caller's prices: a member token is optional there.
    for (const path of [
      "/api/frontend/schedules",
      "/api/frontend/schedule-courts/{court}/{timeslot}",
      "/api/frontend/schedules/stream",
    ]) {
      expect(doc.paths[path]?.get?.security, path).toEqual([{ bearerAuth: [] }, {}]);
    }
  });

  it("documents GET /api/csrf-cookie, which answers 204 with the cookie", async () => {
    expect(Object.keys(doc.paths["/api/csrf-cookie"]?.get?.responses ?? {})).toEqual(["204"]);
    const res = await t.app.inject({ url: "/api/csrf-cookie" });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.map((c) => c.name)).toContain("XSRF-TOKEN");
  });

  it("asks every unsafe operation but the webhook for the anti-forgery pair, and each answers 419 without it", async () => {
    expect(unsafe().length).toBeGreaterThan(30);
    for (const { method, path, op } of unsafe()) {
      const pair = (op.parameters ?? []).filter((p) => p.name.toUpperCase().includes("XSRF-TOKEN")).map((p) => p.in);
      if (path === WEBHOOK) {
        expect(pair, path).toEqual([]);
        expect(op.responses, path).not.toHaveProperty("419");
        continue;
      }
      expect(pair.sort(), `${method} ${path}`).toEqual(["cookie", "header"]);
      expect(op.responses, `${method} ${path}`).toHaveProperty("419");
      const url = path.replace("{sport}", "tennis").replace(/\{[^}]+\}/g, "1");
      const res = await t.client().request(method.toUpperCase() as "POST", url, {}, { xsrf: false });
      expect(res.statusCode, `${method} ${url}`).toBe(419);
    }
  });

  it("declares the body errors (400, 413, 415) on every unsafe operation", () => {
    for (const { method, path, op } of unsafe()) {
      for (const status of ["400", "413", "415"]) {
        expect(op.responses, `${method} ${path}`).toHaveProperty(status);
        expect(op.responses[status]?.content, `${method} ${path} ${status}`).toHaveProperty(["application/json"]);
      }
    }
  });

  it("declares 429 with Retry-After on the rate-limited operations", () => {
    const limited = [
      ["post", "/api/login"],
      ["post", "/api/frontend/login"],
      ["post", "/api/frontend/register"],
      ["post", "/api/frontend/forgot-password"],
      ["post", "/api/frontend/reset-password"],
      ["post", "/api/frontend/orders"],
      ["post", "/api/frontend_padel/orders"],
      ["get", "/api/frontend/schedules/stream"],
      ["get", "/api/frontend_padel/schedules/stream"],
    ] as const;
    for (const [method, path] of limited) {
      expect(doc.paths[path]?.[method]?.responses["429"]?.headers, `${method} ${path}`).toHaveProperty("Retry-After");
    }
  });

  it("declares the calendar as text/calendar and the live stream as text/event-stream", () => {
    const calendar = doc.paths["/api/frontend/orders/{order_id}/calendar.ics"]?.get?.responses["200"];
    expect(Object.keys(calendar?.content ?? {})).toEqual(["text/calendar"]);
    const stream = doc.paths["/api/frontend/schedules/stream"]?.get?.responses["200"];
    expect(Object.keys(stream?.content ?? {})).toEqual(["text/event-stream"]);
  });
});
