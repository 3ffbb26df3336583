import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import { createMember } from "./support/factories.ts";
import { startSmtpSink } from "./support/smtp-sink.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("mail over SMTP", () => {
  it("sends the reset link through SMTP_URL and marks the outbox row sent", async () => {
    const m = await createMember(t.app);
    await t.client().post("/api/frontend/forgot-password", { email: m.email });
    await t.app.deps.background.drain();
    const mail = smtp.received.find((r) => r.to.includes(m.email));
    expect(mail?.text).toMatch(/http:\/\/courtside\.test\/reset-password\/[A-Za-z0-9_-]{43}\?email=/);
    const [row] = await t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, m.email));
    expect(row?.status).toBe("sent");
  });

  it("keeps a mail the server refused and sends it exactly once when the server is back", async () => {
    const m = await createMember(t.app);
    smtp.setRefusing(true);
    await t.client().post("/api/frontend/forgot-password", { email: m.email });
    await t.app.deps.background.drain();
    const [pending] = await t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, m.email));
    expect(pending?.status).toBe("pending");
    expect(pending?.attempts).toBe(1);

    smtp.setRefusing(false);
    expect(await t.app.deps.mailer.deliverDue()).toBe(0); // not due yet: back-off
    t.clock.advance(60_000);
    expect(await t.app.deps.mailer.deliverDue()).toBe(1);
    expect(await t.app.deps.mailer.deliverDue()).toBe(0);
    expect(smtp.received.filter((r) => r.to.includes(m.email))).toHaveLength(1);
  });
});
