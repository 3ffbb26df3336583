import { FORGOT_PASSWORD_MESSAGE } from "@courtside/contract";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import { createMember } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mailsTo(email: string) {
  await t.app.deps.background.drain();
  const rows = await t.app.deps.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
  return rows.filter((r) => r.to === email);
}

function linkIn(text: string) {
  const match = /http:\/\/courtside\.test\/reset-password\/([A-Za-z0-9_-]+)\?email=\S+/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return { url: match[0], token: match[1] };
}

describe("forgot password", () => {
  it("answers 202 with the same body for known and unknown emails and mails only the member", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const known = await c.post("/api/frontend/forgot-password", { email: m.email }, { remoteAddress: "127.0.0.1" });
    const unknown = await c.post(
      "/api/frontend/forgot-password",
      { email: "ghost@example.test" },
      { remoteAddress: "127.0.0.1" },
    );
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.data.message).toBe(FORGOT_PASSWORD_MESSAGE);
    const mails = await mailsTo(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.status).toBe("stored");
    expect(await mailsTo("ghost@example.test")).toHaveLength(0);
  });

  it("builds the link from APP_URL, never from the Host header", async () => {
    const m = await createMember(t.app);
    await t
      .client()
      .post(
        "/api/frontend/forgot-password",
        { email: m.email },
        { headers: { host: "evil.example" }, remoteAddress: "127.0.0.2" },
      );
    const [mail] = await mailsTo(m.email);
    expect(mail?.text).toContain("http://courtside.test/reset-password/");
    expect(mail?.text).not.toContain("evil.example");
  });

  it("answers a known email without waiting for the mailer: the mail goes out after the answer", async () => {
    const m = await createMember(t.app);
    const { mailer } = t.app.deps;
    const send = mailer.send;
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const slowSend = vi.spyOn(mailer, "send").mockImplementation(async (message) => {
      await gate;
      return send(message);
    });
    try {
      const answer = await t.client().post("/api/frontend/forgot-password", { email: m.email });
      expect(answer.statusCode).toBe(202);
      await vi.waitFor(() => expect(slowSend).toHaveBeenCalledTimes(1));
      const stored = await t.app.deps.database.db.select().from(mailOutbox);
      expect(stored.filter((r) => r.to === m.email)).toHaveLength(0);
      openGate();
      expect(await mailsTo(m.email)).toHaveLength(1);
    } finally {
      openGate();
      slowSend.mockRestore();
    }
  });
});

describe("reset password", () => {
  async function requestLink(email: string, address: string) {
    await t.client().post("/api/frontend/forgot-password", { email }, { remoteAddress: address });
    const [mail] = await mailsTo(email);
    return linkIn(mail?.text ?? "");
  }

  it("sets the new password once, revokes every token, and the link then stops working", async () => {
    const m = await createMember(t.app);
    const c = t.client();
    const oldToken = (await c.post("/api/frontend/login", { email: m.email, password: m.password })).data.token;
    const { token } = await requestLink(m.email, "127.0.1.1");
    const body = { token, email: m.email, password: "fresh-password-1", password_confirmation: "fresh-password-1" };
    expect((await c.post("/api/frontend/reset-password", body)).statusCode).toBe(204);
    expect((await c.post("/api/frontend/refresh", undefined, { token: oldToken })).statusCode).toBe(401);
    expect((await c.post("/api/frontend/login", { email: m.email, password: "fresh-password-1" })).statusCode).toBe(200);
    const reuse = await c.post("/api/frontend/reset-password", {
      ...body,
      password: "another-pass-2",
      password_confirmation: "another-pass-2",
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.data.message).toMatch(/invalid or has expired/);
  });

  it("refuses a link older than 60 minutes", async () => {
    const m = await createMember(t.app);
    const { token } = await requestLink(m.email, "127.0.1.2");
    t.clock.advance(61 * 60 * 1000);
    const res = await t.client().post("/api/frontend/reset-password", {
      token,
      email: m.email,
      password: "fresh-password-1",
      password_confirmation: "fresh-password-1",
    });
    expect(res.statusCode).toBe(422);
    expect((await t.client().post("/api/frontend/login", { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it("once one link is used, every other outstanding link of the member stops working", async () => {
    const m = await createMember(t.app);
    const first = await requestLink(m.email, "127.0.1.4");
    t.clock.advance(6 * 60 * 1000); // past the spacing between two reset mails
    const second = await requestLink(m.email, "127.0.1.5");
    expect(second.token).not.toBe(first.token);
    const reset = (token: string, password: string) =>
      t.client().post("/api/frontend/reset-password", { token, email: m.email, password, password_confirmation: password });
    expect((await reset(second.token, "fresh-password-1")).statusCode).toBe(204);
    const stale = await reset(first.token, "stranger-pass-2");
    expect(stale.statusCode).toBe(422);
    expect((await t.client().post("/api/frontend/login", { email: m.email, password: "fresh-password-1" })).statusCode).toBe(200);
  });

  it("a password change kills every outstanding link", async () => {
    const m = await createMember(t.app);
    const { token } = await requestLink(m.email, "127.0.1.6");
    const c = t.client();
    const session = (await c.post("/api/frontend/login", { email: m.email, password: m.password })).data.token;
    const change = { current_password: m.password, password: "changed-pass-1", password_confirmation: "changed-pass-1" };
    expect((await c.put("/api/frontend/password", change, { token: session })).statusCode).toBe(204);
    const res = await t.client().post("/api/frontend/reset-password", {
      token,
      email: m.email,
      password: "stranger-pass-2",
      password_confirmation: "stranger-pass-2",
    });
    expect(res.statusCode).toBe(422);
    expect((await c.post("/api/frontend/login", { email: m.email, password: "changed-pass-1" })).statusCode).toBe(200);
  });

  it("refuses a token used with another member's email", async () => {
    const m = await createMember(t.app);
    const other = await createMember(t.app);
    const { token } = await requestLink(m.email, "127.0.1.3");
    const res = await t.client().post("/api/frontend/reset-password", {
      token,
      email: other.email,
      password: "fresh-password-1",
      password_confirmation: "fresh-password-1",
    });
    expect(res.statusCode).toBe(422);
  });

  describe("checking a link before the new password is typed", () => {
    const check = (body: { token: string; email: string }, address: string) =>
      t.client().post("/api/frontend/reset-password/check", body, { remoteAddress: address });

    it("answers when a working link expires, and nothing about its member", async () => {
      const m = await createMember(t.app);
      const { token } = await requestLink(m.email, "127.0.2.1");
      const res = await check({ token, email: m.email }, "127.0.2.1");
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual({ expires_at: new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString() });
      // Checking does not use the link up.
      const reset = { token, email: m.email, password: "fresh-password-1", password_confirmation: "fresh-password-1" };
      expect((await t.client().post("/api/frontend/reset-password", reset)).statusCode).toBe(204);
    });

    it("answers the reset's one 422 for a wrong, expired or used token and for an unknown email", async () => {
      const m = await createMember(t.app);
      const { token } = await requestLink(m.email, "127.0.2.2");
      const answers = [
        await check({ token: "not-the-token", email: m.email }, "127.0.2.2"),
        await check({ token, email: "ghost@example.test" }, "127.0.2.2"),
      ];
      t.clock.advance(61 * 60 * 1000);
      answers.push(await check({ token, email: m.email }, "127.0.2.2"));
      for (const res of answers) {
        expect(res.statusCode).toBe(422);
        expect(res.data).toEqual({
          message: "This password reset link is invalid or has expired.",
          errors: { token: ["This password reset link is invalid or has expired."] },
          code: "reset_link_invalid",
        });
      }
    });

    it("counts against the reset's own limit per address", async () => {
      const m = await createMember(t.app);
      const { token } = await requestLink(m.email, "127.0.2.3");
      for (let i = 0; i < 10; i++) expect((await check({ token, email: m.email }, "127.0.2.3")).statusCode).toBe(200);
      expect((await check({ token, email: m.email }, "127.0.2.3")).statusCode).toBe(429);
      const reset = { token, email: m.email, password: "fresh-password-1", password_confirmation: "fresh-password-1" };
      const after = await t.client().post("/api/frontend/reset-password", reset, { remoteAddress: "127.0.2.3" });
      expect(after.statusCode).toBe(429);
    });
  });
});
