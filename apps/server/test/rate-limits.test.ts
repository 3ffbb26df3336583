import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import { createAdministrator, createMember } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = "/api/frontend/login";
const secondsToWait = (res: { headers: Record<string, unknown> }) => Number(res.headers["retry-after"]);

describe("login: a progressive delay per account, never a lock", () => {
  it("after 5 failures from anywhere the owner waits seconds (Retry-After), not 15 minutes, and then gets in", async () => {
    const m = await createMember(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await t.client().post(LOGIN, { email: m.email, password: "wrong-password" })).statusCode).toBe(422);
    }
    const owner = t.client();
    const early = await owner.post(LOGIN, { email: m.email, password: m.password });
    expect(early.statusCode).toBe(429);
    expect(early.data.message).toMatch(/Too many attempts/);
    expect(secondsToWait(early)).toBeGreaterThan(0);
    expect(secondsToWait(early)).toBeLessThanOrEqual(30);
    t.clock.advance(secondsToWait(early) * 1000);
    expect((await owner.post(LOGIN, { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it("doubles the wait after each further failure, from any address, up to 30 seconds", async () => {
    const m = await createMember(t.app);
    const wrong = { email: m.email, password: "wrong-password" };
    for (let i = 0; i < 5; i++) await t.client().post(LOGIN, wrong);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const early = await t.client().post(LOGIN, wrong);
      expect(early.statusCode).toBe(429);
      waits.push(secondsToWait(early));
      t.clock.advance(secondsToWait(early) * 1000);
      expect((await t.client().post(LOGIN, wrong)).statusCode).toBe(422);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    const owner = t.client();
    const early = await owner.post(LOGIN, { email: m.email, password: m.password });
    expect(secondsToWait(early)).toBe(30);
    t.clock.advance(30_000);
    expect((await owner.post(LOGIN, { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it("a successful login clears the account's failures", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    for (let i = 0; i < 4; i++) await c.post(LOGIN, { email: m.email, password: "wrong-password" });
    expect((await c.post(LOGIN, { email: m.email, password: m.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await c.post(LOGIN, { email: m.email, password: "wrong-password" });
    expect((await c.post(LOGIN, { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it("stops one address guessing one account after 10 tries for the window, while the owner elsewhere gets in", async () => {
    const m = await createMember(t.app);
    const stranger = t.client();
    for (let i = 0; i < 10; i++) {
      t.clock.advance(30_000);
      expect((await stranger.post(LOGIN, { email: m.email, password: `guess-${i}-guess` })).statusCode).toBe(422);
    }
    t.clock.advance(30_000);
    const stopped = await stranger.post(LOGIN, { email: m.email, password: "guess-10-guess" });
    expect(stopped.statusCode).toBe(429);
    expect(secondsToWait(stopped)).toBeGreaterThan(5 * 60);
    expect((await t.client().post(LOGIN, { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it("limits one address trying many accounts", async () => {
    const c = t.client();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await c.post(LOGIN, { email: `probe-${i}@example.test`, password: "guess-guess" })).statusCode);
    }
    expect(codes.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it("applies to administrators: a stranger's failures make the administrator wait seconds, not 15 minutes", async () => {
    const admin = await createAdministrator(t.app);
    for (let i = 0; i < 5; i++) await t.client().post("/api/login", { email: admin.email, password: "guess-guess" });
    const owner = t.client();
    const early = await owner.post("/api/login", { email: admin.email, password: admin.password });
    expect(early.statusCode).toBe(429);
    expect(secondsToWait(early)).toBeLessThanOrEqual(30);
    t.clock.advance(secondsToWait(early) * 1000);
    expect((await owner.post("/api/login", { email: admin.email, password: admin.password })).statusCode).toBe(200);
  });

  it("answers unknown accounts the same way as known ones", async () => {
    const c = t.client();
    for (let i = 0; i < 5; i++) await c.post("/api/login", { email: "ghost-admin@example.test", password: "guess-guess" });
    const early = await t.client().post("/api/login", { email: "ghost-admin@example.test", password: "guess-guess" });
    expect(early.statusCode).toBe(429);
    expect(secondsToWait(early)).toBe(1);
  });
});

describe("forgot-password rate limits", () => {
  const FORGOT = "/api/frontend/forgot-password";

  it("lets one address ask 3 times an hour for one account, the same for unknown accounts", async () => {
    const m = await createMember(t.app);
    for (const email of [m.email, "ghost-forgot@example.test"]) {
      const c = t.client();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await c.post(FORGOT, { email })).statusCode);
      expect(codes).toEqual([202, 202, 202, 429]);
    }
  });

  it("never keeps the owner from getting a link because strangers asked: mails are spaced 5 minutes apart instead", async () => {
    const m = await createMember(t.app);
    for (let i = 0; i < 6; i++) expect((await t.client().post(FORGOT, { email: m.email })).statusCode).toBe(202);
    expect(await resetMailsTo(m.email)).toHaveLength(1);
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect((await t.client().post(FORGOT, { email: m.email })).statusCode).toBe(202);
    expect(await resetMailsTo(m.email)).toHaveLength(2);
  });

  it("allows 10 requests per address an hour", async () => {
    const c = t.client();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await c.post(FORGOT, { email: `f${i}@example.test` })).statusCode);
    expect(codes.filter((s) => s === 202)).toHaveLength(10);
    expect(codes[10]).toBe(429);
  });
});

async function resetMailsTo(email: string) {
  await t.app.deps.background.drain();
  return t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}
