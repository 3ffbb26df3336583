import { createHash } from "node:crypto";
import { adminOfficePaths, INVALID_INVITATION_MESSAGE } from "@courtside/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, administrators, mailOutbox } from "../src/db/schema.ts";
import { auditRowsOf, signedInAdministrator } from "./support/admin-office.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedInAdministrator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdministrator(t.app, t.client());
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
let seq = 0;
const newEmail = () => `invitee-${++seq}-${Date.now()}@example.test`;
const HOUR = 3_600_000;

async function invite(body: Partial<{ name: string; email: string; type_web: string }> = {}, token = admin.token) {
  return t
    .client()
    .post(adminOfficePaths.administrators, { name: "Nina Newcomer", email: newEmail(), type_web: "padel", ...body }, { token });
}

/** The invitation link in the newest mail to the address, and its token. */
async function invitationLink(email: string) {
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
  const match = /http:\/\/courtside\.test\/admin\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail?.text}`);
  return { url: match[0], token: match[1], mail };
}

const accept = (token: string, password = "a-new-password-1", address?: string) =>
  t
    .client()
    .post(adminOfficePaths.acceptInvitation, { token, password, password_confirmation: password }, { remoteAddress: address });

describe("inviting an administrator", () => {
  it("creates the account without a password, mails a single-use link built from APP_URL and stores only its hash", async () => {
    const email = newEmail();
    const res = await t
      .client()
      .post(
        adminOfficePaths.administrators,
        { name: "Nina Newcomer", email: email.toUpperCase(), type_web: "padel" },
        { token: admin.token, headers: { host: "evil.example" } },
      );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({
      name: "Nina Newcomer",
      email,
      type_web: "padel",
      status: "invited",
      invitation_expires_at: "2026-11-25T10:00:00.000Z",
    });
    const { url, token, mail } = await invitationLink(email);
    expect(url).toBe(`http://courtside.test/admin/invite/${token}`);
    expect(mail?.text).not.toContain("evil.example");
    expect(mail?.subject).toBe("Your Courtside back-office invitation");
    expect(mail?.text).toContain(admin.name);
    const [stored] = await db().select().from(accountTokens).where(eq(accountTokens.subjectId, res.data.id));
    expect(stored?.purpose).toBe("admin_invite");
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("cannot sign in before the invitation is accepted", async () => {
    const email = newEmail();
    await invite({ email });
    const res = await t.client().post("/api/login", { email, password: "anything-at-all" });
    expect(res.statusCode).toBe(422);
  });

  it("refuses a taken email, whatever its case, with 422 on email and writes nothing", async () => {
    const before = (await db().select().from(administrators)).length;
    const mails = (await db().select().from(mailOutbox)).length;
    const res = await invite({ email: admin.email.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({ email: ["An administrator with this email already exists."] });
    expect(await db().select().from(administrators)).toHaveLength(before);
    expect(await db().select().from(mailOutbox)).toHaveLength(mails);
  });

  it("validates name, email and sport per field", async () => {
    const res = await t
      .client()
      .post(adminOfficePaths.administrators, { name: " ", email: "not-an-email", type_web: "squash" }, { token: admin.token });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors).sort()).toEqual(["email", "name", "type_web"]);
  });
});

describe("accepting an invitation", () => {
  it("sets the password and signs the administrator in; the link then stops working; the password signs in", async () => {
    const email = newEmail();
    const created = (await invite({ email })).data;
    const { token } = await invitationLink(email);
    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    // Invited without a role or sports: desk staff of the sport they land on.
    expect(res.data.user).toEqual({
      id: created.id,
      name: "Nina Newcomer",
      email,
      type_web: "padel",
      role: "desk",
      sports: ["padel"],
    });
    expect((await t.client().get("/api/user", { token: res.data.token })).data.email).toBe(email);

    const reuse = await accept(token, "another-password-2");
    expect(reuse.statusCode).toBe(422);
    expect(reuse.data).toEqual({
      message: INVALID_INVITATION_MESSAGE,
      errors: { token: [INVALID_INVITATION_MESSAGE] },
      code: "invitation_invalid",
    });

    const login = await t.client().post("/api/login", { email, password: "a-new-password-1" });
    expect(login.statusCode).toBe(200);
    expect((await t.client().get("/api/user", { token: login.data.token })).data.type_web).toBe("padel");
    const list = await t.client().get(adminOfficePaths.administrators, { token: admin.token });
    expect(list.data.data.find((a: { id: string }) => a.id === created.id)).toMatchObject({
      status: "active",
      invitation_expires_at: null,
    });
  });

  it("answers an unknown token with the same 422 and a mismatched confirmation on its field", async () => {
    const unknown = await accept("x".repeat(43));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.data.message).toBe(INVALID_INVITATION_MESSAGE);
    const mismatch = await t.client().post(adminOfficePaths.acceptInvitation, {
      token: "abc",
      password: "long-enough-1",
      password_confirmation: "other-one-22",
    });
    expect(mismatch.data.errors).toEqual({ password_confirmation: ["The password confirmation does not match."] });
  });

  it("rate limits attempts per address (429 with Retry-After)", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await accept(`guess-${i}`.padEnd(43, "x"), undefined, "10.9.9.9")).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 422)).toBe(true);
    const last = await accept("y".repeat(43), undefined, "10.9.9.9");
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("resending invalidates the earlier link and mails a working one", async () => {
    const email = newEmail();
    const created = (await invite({ email })).data;
    const first = await invitationLink(email);
    const resent = await t.client().post(adminOfficePaths.resendInvitation(created.id), undefined, { token: admin.token });
    expect(resent.statusCode).toBe(200);
    const second = await invitationLink(email);
    expect(second.token).not.toBe(first.token);
    expect((await accept(first.token)).statusCode).toBe(422);
    expect((await accept(second.token)).statusCode).toBe(200);
    const again = await t.client().post(adminOfficePaths.resendInvitation(created.id), undefined, { token: admin.token });
    expect(again.statusCode).toBe(409);
  });
});

describe("deactivating and reactivating", () => {
  it("ends the administrator's sessions, blocks sign-in, and reactivating lets them back in", async () => {
    const other = await signedInAdministrator(t.app, t.client());
    const res = await t.client().post(adminOfficePaths.deactivate(other.id), undefined, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.data.status).toBe("deactivated");
    expect((await t.client().get("/api/user", { token: other.token })).statusCode).toBe(401);
    expect((await t.client().post("/api/login", { email: other.email, password: other.password })).statusCode).toBe(422);
    // A second deactivation changes nothing.
    const audited = (await auditRowsOf(t.app, other.id)).length;
    expect((await t.client().post(adminOfficePaths.deactivate(other.id), undefined, { token: admin.token })).data.status).toBe(
      "deactivated",
    );
    expect(await auditRowsOf(t.app, other.id)).toHaveLength(audited);

    const back = await t.client().post(adminOfficePaths.reactivate(other.id), undefined, { token: admin.token });
    expect(back.data.status).toBe("active");
    expect((await t.client().post("/api/login", { email: other.email, password: other.password })).statusCode).toBe(200);
    // The old session stays ended.
    expect((await t.client().get("/api/user", { token: other.token })).statusCode).toBe(401);
  });

  it("revokes a pending invitation", async () => {
    const email = newEmail();
    const created = (await invite({ email })).data;
    const { token } = await invitationLink(email);
    await t.client().post(adminOfficePaths.deactivate(created.id), undefined, { token: admin.token });
    expect((await accept(token)).statusCode).toBe(422);
    const reactivated = await t.client().post(adminOfficePaths.reactivate(created.id), undefined, { token: admin.token });
    expect(reactivated.data).toMatchObject({ status: "invited", invitation_expires_at: null });
  });

  it("refuses to deactivate yourself (409) and answers 404 for an unknown administrator", async () => {
    const self = await t.client().post(adminOfficePaths.deactivate(admin.id), undefined, { token: admin.token });
    expect(self.statusCode).toBe(409);
    expect(self.data.message).toBe("You cannot deactivate your own account.");
    expect((await t.client().get("/api/user", { token: admin.token })).statusCode).toBe(200);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await t.client().post(adminOfficePaths.deactivate(unknown), undefined, { token: admin.token })).statusCode).toBe(404);
    expect((await t.client().post(adminOfficePaths.deactivate("nope"), undefined, { token: admin.token })).statusCode).toBe(404);
  });
});

describe("audit of administrator changes", () => {
  it("records invite, resend, accept, deactivate and reactivate with actor, before and after, and never a secret", async () => {
    const email = newEmail();
    const created = (await invite({ email, name: "Audited Person" })).data;
    await t.client().post(adminOfficePaths.resendInvitation(created.id), undefined, { token: admin.token });
    const { token } = await invitationLink(email);
    await accept(token, "audited-password-1");
    await t.client().post(adminOfficePaths.deactivate(created.id), undefined, { token: admin.token });
    await t.client().post(adminOfficePaths.reactivate(created.id), undefined, { token: admin.token });
    const rows = (await auditRowsOf(t.app, created.id)).reverse();
    expect(rows.map((r) => [r.action, r.actorAdminId])).toEqual([
      ["administrator.invite", admin.id],
      ["administrator.resend_invitation", admin.id],
      ["administrator.accept_invitation", created.id],
      ["administrator.deactivate", admin.id],
      ["administrator.reactivate", admin.id],
    ]);
    const account = { name: "Audited Person", email, type_web: "padel" };
    expect(rows[0]).toMatchObject({ entity: "administrator", before: null, after: { ...account, status: "invited" } });
    expect(rows[3]).toMatchObject({ before: { ...account, status: "active" }, after: { ...account, status: "deactivated" } });
    const text = JSON.stringify(rows);
    expect(text).not.toContain("argon2");
    expect(text).not.toContain(token);
  });
});

describe("listing administrators", () => {
  it("pages the accounts by name with their status", async () => {
    const leaving = (await invite()).data;
    await t.client().post(adminOfficePaths.deactivate(leaving.id), undefined, { token: admin.token });
    const all = await t.client().get(`${adminOfficePaths.administrators}?per_page=200`, { token: admin.token });
    const total = all.data.meta.total;
    expect(all.data.data).toHaveLength(total);
    const names = all.data.data.map((a: { name: string }) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const page2 = await t.client().get(`${adminOfficePaths.administrators}?per_page=2&page=2`, { token: admin.token });
    expect(page2.data.meta).toEqual({ page: 2, per_page: 2, total, last_page: Math.ceil(total / 2) });
    expect(page2.data.data.map((a: { id: string }) => a.id)).toEqual(all.data.data.slice(2, 4).map((a: { id: string }) => a.id));
    expect(new Set(all.data.data.map((a: { status: string }) => a.status))).toEqual(
      new Set(["active", "invited", "deactivated"]),
    );
    expect(JSON.stringify(all.data)).not.toContain("password");
  });
});

describe("invitation expiry", () => {
  it("stops the link after 72 hours", async () => {
    const email = newEmail();
    await invite({ email });
    const { token } = await invitationLink(email);
    t.clock.advance(72 * HOUR + 1000);
    const res = await accept(token);
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe(INVALID_INVITATION_MESSAGE);
  });
});
