import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { administrators } from "../src/db/schema.ts";
import { createAdministrator, createMember } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("administrator session", () => {
  it.each(["tennis", "padel"] as const)("signs in a %s administrator and GET /api/user answers its type_web", async (sport) => {
    const admin = await createAdministrator(t.app, sport);
    const c = t.client();
    const login = await c.post("/api/login", { email: admin.email, password: admin.password });
    expect(login.statusCode).toBe(200);
    expect(login.data.user).toEqual({
      id: admin.id,
      name: admin.name,
      email: admin.email,
      type_web: sport,
      role: "owner",
      sports: ["tennis", "padel"],
    });
    const me = await c.get("/api/user", { token: login.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.data.type_web).toBe(sport);
  });

  it("answers 401 to /api/user without a token and 403 with a member token", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const memberToken = (await c.post("/api/frontend/login", { email: m.email, password: m.password })).data.token;
    expect((await c.get("/api/user")).statusCode).toBe(401);
    expect((await c.get("/api/user", { token: memberToken })).statusCode).toBe(403);
  });

  it("does not let a member sign in as an administrator", async () => {
    const m = await createMember(t.app);
    const res = await t.client().post("/api/login", { email: m.email, password: m.password });
    expect(res.statusCode).toBe(422);
  });

  it("logout revokes the administrator token", async () => {
    const admin = await createAdministrator(t.app);
    const c = t.client();
    const { token } = (await c.post("/api/login", { email: admin.email, password: admin.password })).data;
    expect((await c.post("/api/logout", undefined, { token })).statusCode).toBe(204);
    expect((await c.get("/api/user", { token })).statusCode).toBe(401);
  });

  it("administrator tokens last 12 hours", async () => {
    const admin = await createAdministrator(t.app);
    const c = t.client();
    const { token } = (await c.post("/api/login", { email: admin.email, password: admin.password })).data;
    t.clock.advance(11 * 3_600_000);
    expect((await c.get("/api/user", { token })).statusCode).toBe(200);
    t.clock.advance(2 * 3_600_000);
    expect((await c.get("/api/user", { token })).statusCode).toBe(401);
  });

  it("a deactivated administrator can neither sign in nor use an existing token", async () => {
    const admin = await createAdministrator(t.app);
    const c = t.client();
    const { token } = (await c.post("/api/login", { email: admin.email, password: admin.password })).data;
    await t.app.deps.database.db.update(administrators).set({ active: false }).where(eq(administrators.id, admin.id));
    expect((await c.get("/api/user", { token })).statusCode).toBe(401);
    expect((await c.post("/api/login", { email: admin.email, password: admin.password })).statusCode).toBe(422);
  });
});
