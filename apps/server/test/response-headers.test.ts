import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourt, createMember, createTimeslot, orderBody, postOrder } from "./support/factories.ts";
import { openEventStream } from "./support/sse.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let base: string;
const dist = mkdtempSync(path.join(tmpdir(), "courtside-dist-"));
beforeAll(async () => {
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><html><head><title>Courtside app</title></head></html>");
  t = await createTestApp({ WEB_DIST: dist });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("Cache-Control on API answers", () => {
  it("is no-store on answers with personal data or tokens and on errors; the day grid keeps its ETag policy", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const c = t.client();
    const created = await postOrder(c, "tennis", orderBody("2026-11-24", slot.id, [court.id]));
    expect(created.statusCode).toBe(201);
    const viewed = await c.get(`${apiPaths.order("tennis", created.data.order_id)}?key=${created.data.access_key}`);
    expect(viewed.statusCode).toBe(200);
    const member = await createMember(t.app);
    const login = await c.post("/api/frontend/login", { email: member.email, password: member.password });
    expect(login.statusCode).toBe(200);
    const refused = await c.post(apiPaths.orders("tennis"), { date: "not a date" }, { headers: { "idempotency-key": "k-1" } });
    const unknown = await c.get("/api/no-such-thing");
    // The router refuses a path it cannot decode before any hook runs.
    const undecodable = await c.get("/api/%E0%A4%A");
    expect(undecodable.data).toEqual({ message: "Not found.", code: "not_found" });

    for (const res of [created, viewed, login, refused, unknown, undecodable]) {
      expect(res.headers["cache-control"], `${res.statusCode} ${res.body.slice(0, 60)}`).toBe("no-store");
    }
    // The public day grid keeps its own policy: revalidate with its ETag.
    const grid = await c.get(`${apiPaths.schedules("tennis")}?date=2026-11-24`);
    expect(grid.headers.etag).toBeTruthy();
    expect(grid.headers["cache-control"]).toBe("no-cache");
  });
});

describe("Permissions-Policy", () => {
  it("denies camera, microphone, geolocation and payment on API answers, the web app's pages and the live stream", async () => {
    const api = await t.client().get("/api/csrf-cookie");
    const routerError = await t.client().get("/api/%E0%A4%A");
    const page = await t.app.inject({ url: "/tennis", headers: { accept: "text/html" } });
    expect(page.body).toContain("Courtside app");
    const stream = await openEventStream(`${base}${apiPaths.schedulesStream("tennis")}?date=2026-11-24`);
    stream.close();

    const policies = [
      api.headers["permissions-policy"],
      routerError.headers["permissions-policy"],
      page.headers["permissions-policy"],
      stream.response.headers.get("permissions-policy"),
    ];
    for (const policy of policies) {
      for (const feature of ["camera", "microphone", "geolocation", "payment"]) expect(policy).toContain(`${feature}=()`);
    }
  });
});
