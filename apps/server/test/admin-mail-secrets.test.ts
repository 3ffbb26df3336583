import { adminOfficePaths } from "@courtside/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import { signedInAdministrator } from "./support/admin-office.ts";
import { createMember } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const HIDDEN = "[link hidden: sent only to the recipient]";

/** The back office's view of the newest mail to an address, and the text that was really sent. */
async function outboxView(t: TestContext, adminToken: string, to: string) {
  await t.app.deps.background.drain();
  const [row] = await t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
  if (!row) throw new Error(`no mail to ${to}`);
  const res = await t.client().get(adminOfficePaths.mailMessage(row.id), { token: adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return { shown: res.data.text as string, sent: row.text };
}

const resetLink = (text: string) => /http:\/\/courtside\.test\/reset-password\/([A-Za-z0-9_-]+)\?email=\S+/.exec(text);

describe("outside the demo (NODE_ENV=production)", () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof signedInAdministrator>>;
  beforeAll(async () => {
    // Production starts only with its own secret and real payments (or demo payments asked for by name).
    t = await createTestApp({
      NODE_ENV: "production",
      APP_SECRET: "mail-secrets-test-secret-0123456789abc",
      DEMO_PAYMENTS: "true",
    });
    admin = await signedInAdministrator(t.app, t.client());
  });
  afterAll(() => t.close());

  it("hides a member's password-reset link from administrators, while the mail itself carries it", async () => {
    const m = await createMember(t.app);
    expect((await t.client().post("/api/frontend/forgot-password", { email: m.email })).statusCode).toBe(202);
    const { shown, sent } = await outboxView(t, admin.token, m.email);
    expect(resetLink(sent)).not.toBeNull();
    expect(shown).not.toContain("/reset-password/");
    expect(shown).toContain(HIDDEN);
    expect(shown).toContain("Open this link within 60 minutes");
  });

  it("hides an invitation link, so no administrator can accept another person's invitation", async () => {
    const email = `invitee-${Date.now()}@example.test`;
    const invited = await t
      .client()
      .post(adminOfficePaths.administrators, { name: "Nina Newcomer", email, type_web: "padel" }, { token: admin.token });
    expect(invited.statusCode, invited.body).toBe(201);
    const { shown, sent } = await outboxView(t, admin.token, email);
    expect(sent).toMatch(/\/admin\/invite\/[A-Za-z0-9_-]+/);
    expect(shown).not.toContain("/admin/invite/");
    expect(shown).toContain(HIDDEN);
  });

  it("hides links carrying an access key and keeps every other line and link", async () => {
    const to = `guest-${Date.now()}@example.test`;
    const guestLink = "http://courtside.test/tennis/guest/booking-completed?order=abc&key=s3cr3t-key";
    await t.app.deps.mailer.send({
      to,
      subject: "Your booking",
      text: `Court 1 at 18:00.\nYour booking: ${guestLink}\nOur courts: http://courtside.test/court-schedules-tennis`,
    });
    const { shown } = await outboxView(t, admin.token, to);
    expect(shown).toBe(`Court 1 at 18:00.\nYour booking: ${HIDDEN}\nOur courts: http://courtside.test/court-schedules-tennis`);
  });
});

describe("in the demo", () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof signedInAdministrator>>;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "development" });
    admin = await signedInAdministrator(t.app, t.client());
  });
  afterAll(() => t.close());

  it("shows the reset link as sent, and it works, so the demo can be tried without a mailbox", async () => {
    const m = await createMember(t.app);
    await t.client().post("/api/frontend/forgot-password", { email: m.email });
    const { shown, sent } = await outboxView(t, admin.token, m.email);
    expect(shown).toBe(sent);
    const token = resetLink(shown)?.[1] ?? "";
    const body = { token, email: m.email, password: "fresh-password-1", password_confirmation: "fresh-password-1" };
    expect((await t.client().post("/api/frontend/reset-password", body)).statusCode).toBe(204);
  });
});
