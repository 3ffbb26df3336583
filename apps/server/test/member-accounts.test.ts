import { INVALID_CREDENTIALS_MESSAGE } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdministrator, createMember } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (email: string) => ({
  name: "Carla Alcaraz",
  email,
  phone: "+34 611 222 333",
  password: "a-long-password",
  password_confirmation: "a-long-password",
});

describe("member registration", () => {
  it("creates the member, answers 201 with a working token and the member", async () => {
    const c = t.client();
    const res = await c.post("/api/frontend/register", registration("Carla@Example.test"));
    expect(res.statusCode).toBe(201);
    expect(res.data.user).toMatchObject({ name: "Carla Alcaraz", email: "carla@example.test", phone: "+34 611 222 333" });
    expect(res.data.user).not.toHaveProperty("password_hash");
    expect(res.data.user).not.toHaveProperty("passwordHash");
    expect(res.data.token.length).toBeGreaterThanOrEqual(43);
    const me = await c.get("/api/frontend/user/carla@example.test", { token: res.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.data.id).toBe(res.data.user.id);
  });

  it("refuses a second account for the same email in any letter case (422 on email)", async () => {
    const c = t.client();
    expect((await c.post("/api/frontend/register", registration("twice@example.test"))).statusCode).toBe(201);
    const again = await c.post("/api/frontend/register", registration("TWICE@example.test"));
    expect(again.statusCode).toBe(422);
    expect(again.data.errors.email).toEqual(["The email has already been taken."]);
  });

  it("validates every field with a message at the field", async () => {
    const res = await t.client().post("/api/frontend/register", {
      name: "",
      email: "not-an-email",
      password: "short",
      password_confirmation: "other",
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors).sort()).toEqual(["email", "name", "password", "password_confirmation"]);
    expect(res.data.message).toMatch(/more error/);
  });

  it("refuses a confirmation that does not match", async () => {
    const res = await t
      .client()
      .post("/api/frontend/register", { ...registration("mismatch@example.test"), password_confirmation: "different-one" });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.password_confirmation).toEqual(["The password confirmation does not match."]);
  });

  it("refuses passwords over 128 characters", async () => {
    const long = "x".repeat(129);
    const res = await t
      .client()
      .post("/api/frontend/register", { ...registration("long@example.test"), password: long, password_confirmation: long });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.password).toBeDefined();
  });
});

describe("member login, logout and refresh", () => {
  it("signs in with the right password and answers wrong email and wrong password alike", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const ok = await c.post("/api/frontend/login", { email: m.email.toUpperCase(), password: m.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.user.email).toBe(m.email);

    const wrongPassword = await c.post("/api/frontend/login", { email: m.email, password: "not-the-password" });
    const unknownEmail = await c.post("/api/frontend/login", { email: "nobody@example.test", password: "not-the-password" });
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.data.message).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it("takes about as long for an unknown email as for a wrong password", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const time = async (email: string) => {
      const start = performance.now();
      await c.post("/api/frontend/login", { email, password: "wrong-password" }, { remoteAddress: "127.9.9.9" });
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(m.email));
      unknown.push(await time(`ghost-${i}@example.test`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1] ?? 0;
    // Both run one argon2id verification; without the decoy the unknown path is ~100x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it("logout revokes the token", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const { token } = (await c.post("/api/frontend/login", { email: m.email, password: m.password })).data;
    expect((await c.post("/api/frontend/logout", undefined, { token })).statusCode).toBe(204);
    expect((await c.put("/api/frontend/profile", { name: "X" }, { token })).statusCode).toBe(401);
    expect((await c.post("/api/frontend/logout", undefined, { token })).statusCode).toBe(401);
  });

  it("refresh gives a new token and revokes the old one", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const { token } = (await c.post("/api/frontend/login", { email: m.email, password: m.password })).data;
    const refreshed = await c.post("/api/frontend/refresh", undefined, { token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.data.token).not.toBe(token);
    expect((await c.post("/api/frontend/refresh", undefined, { token })).statusCode).toBe(401);
    expect((await c.put("/api/frontend/profile", { name: "New" }, { token: refreshed.data.token })).statusCode).toBe(200);
  });

  it("member tokens expire after 30 days without use and slide while used", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const { token } = (await c.post("/api/frontend/login", { email: m.email, password: m.password })).data;
    t.clock.advance(20 * 86_400_000);
    expect((await c.get(`/api/frontend/user/${m.email}`, { token })).statusCode).toBe(200);
    t.clock.advance(20 * 86_400_000);
    expect((await c.get(`/api/frontend/user/${m.email}`, { token })).statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    expect((await c.get(`/api/frontend/user/${m.email}`, { token })).statusCode).toBe(404);
    expect((await c.post("/api/frontend/refresh", undefined, { token })).statusCode).toBe(401);
  });

  it("member tokens end 90 days after the sign-in, however often they are used or refreshed", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const signIn = () => c.post("/api/frontend/login", { email: m.email, password: m.password });
    const profile = (token: string) => c.get(`/api/frontend/user/${m.email}`, { token });
    let refreshed: string = (await signIn()).data.token;
    const used: string = (await signIn()).data.token;
    for (let day = 20; day <= 80; day += 20) {
      t.clock.advance(20 * 86_400_000);
      const res = await c.post("/api/frontend/refresh", undefined, { token: refreshed });
      expect(res.statusCode, `refresh on day ${day}`).toBe(200);
      refreshed = res.data.token;
      expect((await profile(used)).statusCode, `use on day ${day}`).toBe(200);
    }
    t.clock.advance(9 * 86_400_000 + 23 * 3_600_000); // day 89, 23:00
    expect((await profile(refreshed)).statusCode).toBe(200);
    expect((await profile(used)).statusCode).toBe(200);
    t.clock.advance(3_600_000 + 60_000); // just past day 90
    expect((await profile(refreshed)).statusCode).toBe(404);
    expect((await profile(used)).statusCode).toBe(404);
    expect((await c.post("/api/frontend/refresh", undefined, { token: refreshed })).statusCode).toBe(401);
    expect((await profile((await signIn()).data.token)).statusCode).toBe(200);
  });

  it("refuses calls without a token (401) and with an administrator token (403)", async () => {
    const admin = await createAdministrator(t.app);
    const c = t.client();
    const adminToken = (await c.post("/api/login", { email: admin.email, password: admin.password })).data.token;
    expect((await c.put("/api/frontend/profile", { name: "X" })).statusCode).toBe(401);
    expect((await c.put("/api/frontend/profile", { name: "X" }, { token: adminToken })).statusCode).toBe(403);
    expect((await c.put("/api/frontend/profile", { name: "X" }, { token: "garbage-token-garbage-token" })).statusCode).toBe(401);
  });
});

describe("profile and password", () => {
  it("updates name and phone and answers the member", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const { token } = (await c.post("/api/frontend/login", { email: m.email, password: m.password })).data;
    const res = await c.put("/api/frontend/profile", { name: "  Novak  ", phone: "+44 20 7946 0000" }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ name: "Novak", phone: "+44 20 7946 0000", email: m.email });
    const bad = await c.put("/api/frontend/profile", { name: "", phone: "call me" }, { token });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["name", "phone"]);
  });

  it("changes the password, keeps this session, revokes the others", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const first = (await c.post("/api/frontend/login", { email: m.email, password: m.password })).data.token;
    const other = (await c.post("/api/frontend/login", { email: m.email, password: m.password })).data.token;
    const wrong = await c.put(
      "/api/frontend/password",
      { current_password: "wrong-one", password: "brand-new-pass", password_confirmation: "brand-new-pass" },
      { token: first },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.data.errors.current_password).toBeDefined();

    const res = await c.put(
      "/api/frontend/password",
      { current_password: m.password, password: "brand-new-pass", password_confirmation: "brand-new-pass" },
      { token: first },
    );
    expect(res.statusCode).toBe(204);
    expect((await c.get(`/api/frontend/user/${m.email}`, { token: first })).statusCode).toBe(200);
    expect((await c.post("/api/frontend/refresh", undefined, { token: other })).statusCode).toBe(401);
    expect((await c.post("/api/frontend/login", { email: m.email, password: m.password })).statusCode).toBe(422);
    expect((await c.post("/api/frontend/login", { email: m.email, password: "brand-new-pass" })).statusCode).toBe(200);
  });
});

describe("GET /api/frontend/user/{email}", () => {
  it("shows a member to itself and to an administrator, and the same 404 to anyone else", async () => {
    const alice = await createMember(t.app);
    const bob = await createMember(t.app);
    const admin = await createAdministrator(t.app, "padel");
    const c = t.client();
    const aliceToken = (await c.post("/api/frontend/login", { email: alice.email, password: alice.password })).data.token;
    const adminToken = (await c.post("/api/login", { email: admin.email, password: admin.password })).data.token;

    const own = await c.get(`/api/frontend/user/${encodeURIComponent(alice.email)}`, { token: aliceToken });
    expect(own.statusCode).toBe(200);
    expect(own.data).toEqual({
      id: alice.id,
      name: alice.name,
      email: alice.email,
      phone: alice.phone,
      booking_reminders: true,
      locale: "en",
      plays_in: null,
      created_at: alice.createdAt.toISOString(),
    });

    expect((await c.get(`/api/frontend/user/${bob.email}`, { token: adminToken })).data.id).toBe(bob.id);

    const someoneElse = await c.get(`/api/frontend/user/${bob.email}`, { token: aliceToken });
    const unknown = await c.get("/api/frontend/user/ghost@example.test", { token: aliceToken });
    const anonymous = await c.get(`/api/frontend/user/${bob.email}`);
    for (const res of [someoneElse, unknown, anonymous]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });
});
