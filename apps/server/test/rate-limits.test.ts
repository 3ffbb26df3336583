import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("login rate limits", () => {
  it("locks an account after 5 failed tries from anywhere, with Retry-After, then lets it in after the window", async () => {
    const m = await createMember(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post("/api/frontend/login", { email: m.email, password: "wrong-password" });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await t.client().post("/api/frontend/login", { email: m.email, password: m.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.data.message).toMatch(/Too many attempts/);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await t.client().post("/api/frontend/login", { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it("a successful login clears the account's failures", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    for (let i = 0; i < 4; i++) await c.post("/api/frontend/login", { email: m.email, password: "wrong-password" });
    expect((await c.post("/api/frontend/login", { email: m.email, password: m.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await c.post("/api/frontend/login", { email: m.email, password: "wrong-password" });
    expect((await c.post("/api/frontend/login", { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it("limits one address trying many accounts", async () => {
    const c = t.client();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await c.post("/api/frontend/login", { email: `probe-${i}@example.test`, password: "guess-guess" })).statusCode);
    }
    expect(codes.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it("applies to administrator login too, for unknown accounts as for known ones", async () => {
    const c = t.client();
    for (let i = 0; i < 5; i++) await c.post("/api/login", { email: "ghost-admin@example.test", password: "guess-guess" });
    expect((await t.client().post("/api/login", { email: "ghost-admin@example.test", password: "guess-guess" })).statusCode).toBe(
      429,
    );
  });
});

describe("forgot-password rate limits", () => {
  it("allows 3 requests per account an hour, the same for unknown accounts", async () => {
    const m = await createMember(t.app);
    for (const email of [m.email, "ghost-forgot@example.test"]) {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await t.client().post("/api/frontend/forgot-password", { email })).statusCode);
      expect(codes).toEqual([202, 202, 202, 429]);
    }
  });

  it("allows 10 requests per address an hour", async () => {
    const c = t.client();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await c.post("/api/frontend/forgot-password", { email: `f${i}@example.test` })).statusCode);
    expect(codes.filter((s) => s === 202)).toHaveLength(10);
    expect(codes[10]).toBe(429);
  });
});
