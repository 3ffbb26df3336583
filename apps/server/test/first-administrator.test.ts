import { adminSetupPaths, apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { accountTokens, administrators, courts, members } from "../src/db/schema.ts";
import { DEMO_PASSWORD } from "../src/db/seed-data.ts";
import { redactUrl } from "../src/http/logging.ts";
import { issueSetupLink } from "../src/modules/admin-setup/setup-links.ts";
import { prepareInstance } from "../src/prepare-instance.ts";
import { createAdministrator } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/** A production instance on an empty database, as a fresh install starts. */
const PRODUCTION = { NODE_ENV: "production", APP_SECRET: "a-production-secret-of-at-least-32-chars", DEMO_PAYMENTS: "true" };
const OWNER = { ADMIN_EMAIL: "owner@club.example", ADMIN_PASSWORD: "the-owners-password" };
const DAY = 24 * 3_600_000;

let t: TestContext;
let open: TestContext | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});
/** Each test gets a fresh database: a first administrator is about an empty one. */
async function freshInstance(env: Record<string, string>) {
  t = await createTestApp(env);
  open = t;
  return t;
}

const db = () => t.app.deps.database.db;
const count = async (table: typeof administrators | typeof courts | typeof members) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
const signIn = (email: string, password: string) => t.client().post(apiPaths.adminLogin, { email, password });
const tokenOf = (setupUrl: string | undefined) => setupUrl?.split("/admin/setup/")[1] ?? "";
const setupBody = (email = "ada@club.example", password = "ada-chose-this") => ({
  name: "Ada Owner",
  email,
  password,
  password_confirmation: password,
});

describe("a fresh production install", () => {
  it("seeds nothing and creates no account unless asked (SEED_DEMO unset), and prints a setup link instead", async () => {
    await freshInstance(PRODUCTION);
    const prepared = await prepareInstance(t.app.deps);
    expect(prepared).toMatchObject({ seeded: false, administrator: "setup_link" });
    expect(prepared.setupUrl).toMatch(/^http:\/\/courtside\.test\/admin\/setup\/[A-Za-z0-9_-]{43}$/);
    expect(await count(courts)).toBe(0);
    expect(await count(members)).toBe(0);
    expect(await count(administrators)).toBe(0);
    expect((await signIn("admin@courtside.test", DEMO_PASSWORD)).statusCode).toBe(422);
    // Only the link's hash is stored.
    const [row] = await db().select().from(accountTokens);
    expect(row?.tokenHash).not.toContain(tokenOf(prepared.setupUrl));
  });

  it("seeds the demo facility in production only when SEED_DEMO=true", async () => {
    await freshInstance({ ...PRODUCTION, SEED_DEMO: "true" });
    expect((await prepareInstance(t.app.deps)).seeded).toBe(true);
    expect(await count(courts)).toBeGreaterThan(0);
  });
});

describe("the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("is created once, can sign in, and a restart with another password never overwrites it", async () => {
    await freshInstance({ ...PRODUCTION, ...OWNER });
    expect(await prepareInstance(t.app.deps)).toEqual({ seeded: false, administrator: "environment" });
    expect((await signIn(OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD)).statusCode).toBe(200);

    const restarted = {
      ...t.app.deps,
      config: { ...t.config, firstAdministrator: { email: OWNER.ADMIN_EMAIL, password: "changed-in-env" } },
    };
    expect(await prepareInstance(restarted)).toEqual({ seeded: false, administrator: "existing" });
    expect(await count(administrators)).toBe(1);
    expect((await signIn(OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(OWNER.ADMIN_EMAIL, "changed-in-env")).statusCode).toBe(422);
    expect(await db().select().from(accountTokens)).toEqual([]);
  });

  it("is not created when another administrator exists already", async () => {
    await freshInstance({ ...PRODUCTION, ...OWNER });
    await createAdministrator(t.app);
    expect((await prepareInstance(t.app.deps)).administrator).toBe("existing");
    expect(await count(administrators)).toBe(1);
    expect((await signIn(OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD)).statusCode).toBe(422);
  });
});

describe("the one-time setup link", () => {
  it("works once: creates the administrator, signs them in, then answers 410", async () => {
    await freshInstance(PRODUCTION);
    const token = tokenOf((await prepareInstance(t.app.deps)).setupUrl);
    const check = await t.client().get(adminSetupPaths.setup(token));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.data).toEqual({ expires_at: "2026-11-23T10:00:00.000Z" });

    const invalid = await t.client().post(adminSetupPaths.setup(token), { ...setupBody(), password_confirmation: "other" });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.data.errors.password_confirmation).toEqual(["The password confirmation does not match."]);

    const done = await t.client().post(adminSetupPaths.setup(token), setupBody("Ada@Club.Example"));
    expect(done.statusCode, done.body).toBe(201);
    // The first administrator is the owner of every sport: everyone else comes through their invitations.
    expect(done.data.user).toMatchObject({
      name: "Ada Owner",
      email: "ada@club.example",
      role: "owner",
      sports: ["tennis", "padel"],
    });
    expect((await t.client().get(apiPaths.adminUser, { token: done.data.token })).statusCode).toBe(200);
    expect((await signIn("ada@club.example", "ada-chose-this")).statusCode).toBe(200);

    const again = await t.client().post(adminSetupPaths.setup(token), setupBody("mallory@evil.example"));
    expect(again.statusCode).toBe(410);
    expect(again.data.message).toMatch(/already used or has expired/);
    expect(again.data.code).toBe("setup_link_spent");
    expect((await t.client().get(adminSetupPaths.setup(token))).statusCode).toBe(410);
    expect(await count(administrators)).toBe(1);
    // Once an administrator exists, a restart prints no new link.
    expect((await prepareInstance(t.app.deps)).administrator).toBe("existing");
  });

  it("answers 404 in the error shape for a token it never issued", async () => {
    await freshInstance(PRODUCTION);
    await prepareInstance(t.app.deps);
    for (const res of [
      await t.client().get(adminSetupPaths.setup("not-a-real-token")),
      await t.client().post(adminSetupPaths.setup("not-a-real-token"), setupBody()),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ message: "This setup link is not known.", code: "not_found" });
    }
    expect(await count(administrators)).toBe(0);
  });

  it("dies when any administrator exists, however it was made", async () => {
    await freshInstance(PRODUCTION);
    const first = tokenOf((await prepareInstance(t.app.deps)).setupUrl);
    const second = tokenOf((await prepareInstance(t.app.deps)).setupUrl);
    expect((await t.client().post(adminSetupPaths.setup(second), setupBody())).statusCode).toBe(201);
    expect((await t.client().post(adminSetupPaths.setup(first), setupBody("eve@club.example"))).statusCode).toBe(410);

    const { token: third } = await issueSetupLink(db(), t.clock.now());
    await createAdministrator(t.app);
    expect((await t.client().get(adminSetupPaths.setup(third))).statusCode).toBe(410);
    expect((await t.client().post(adminSetupPaths.setup(third), setupBody("eve@club.example"))).statusCode).toBe(410);
    expect(await count(administrators)).toBe(2);
  });

  it("expires after 24 hours", async () => {
    await freshInstance(PRODUCTION);
    const token = tokenOf((await prepareInstance(t.app.deps)).setupUrl);
    t.clock.advance(DAY);
    expect((await t.client().get(adminSetupPaths.setup(token))).statusCode).toBe(410);
    expect((await t.client().post(adminSetupPaths.setup(token), setupBody())).statusCode).toBe(410);
    expect(await count(administrators)).toBe(0);
  });
});

it("never appears in request logs, neither the page nor the API call", () => {
  expect(redactUrl("/admin/setup/setup-token-0123456789")).toBe("/admin/setup/[redacted]");
  expect(redactUrl("/api/admin-setup/setup-token-0123456789")).toBe("/api/admin-setup/[redacted]");
});
