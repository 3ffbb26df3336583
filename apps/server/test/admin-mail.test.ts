import { adminOfficePaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import { signedInAdministrator } from "./support/admin-office.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/** Embedded mail mode (no SMTP_URL): every message stays in the outbox as stored. */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedInAdministrator(t.app, t.client())).token;
  const { mailer } = t.app.deps;
  await mailer.send({ to: "ann@example.test", subject: "First", text: "Hello Ann" });
  await mailer.send({
    to: "bob@example.test",
    subject: "Your booking",
    text: "Court 1 at 18:00.\nSee you there.",
    html: "<p onclick=alert(1)>Court 1 at 18:00.</p>",
    attachments: [
      { filename: "booking.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar; charset=utf-8" },
    ],
  });
  await t.app.deps.database.db.insert(mailOutbox).values([
    {
      to: "cy@example.test",
      subject: "Sent one",
      text: "x",
      status: "sent",
      attempts: 1,
      sentAt: new Date("2026-11-22T10:00:05Z"),
    },
    { to: "di@example.test", subject: "Failed one", text: "y", status: "failed", attempts: 8, lastError: "connection refused" },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.client().get(url, { token });

describe("GET /api/admin/mail", () => {
  it("lists the outbox newest first without bodies", async () => {
    const res = await get(adminOfficePaths.mail);
    expect(res.statusCode).toBe(200);
    expect(res.data.meta).toEqual({ page: 1, per_page: 25, total: 4, last_page: 1 });
    expect(res.data.data.map((m: { subject: string; status: string }) => [m.subject, m.status])).toEqual([
      ["Failed one", "failed"],
      ["Sent one", "sent"],
      ["Your booking", "stored"],
      ["First", "stored"],
    ]);
    expect(res.data.data[0]).toMatchObject({
      to: "di@example.test",
      attempts: 8,
      last_error: "connection refused",
      sent_at: null,
    });
    expect(res.data.data[1].sent_at).toBe("2026-11-22T10:00:05.000Z");
    expect(res.data.data[2].created_at).toBe("2026-11-22T10:00:00.000Z");
    expect(res.body).not.toContain("Hello Ann");
  });

  it("filters by status and pages", async () => {
    const stored = await get(`${adminOfficePaths.mail}?status=stored&per_page=1&page=2`);
    expect(stored.data.meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(stored.data.data.map((m: { subject: string }) => m.subject)).toEqual(["First"]);
    expect((await get(`${adminOfficePaths.mail}?status=bounced`)).statusCode).toBe(422);
  });
});

describe("GET /api/admin/mail/{id}", () => {
  it("answers one message with its text body and its attachments' names, types and sizes, never the HTML", async () => {
    const list = await get(`${adminOfficePaths.mail}?status=stored`);
    const id = list.data.data.find((m: { subject: string }) => m.subject === "Your booking").id;
    const res = await get(adminOfficePaths.mailMessage(id));
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      id,
      to: "bob@example.test",
      subject: "Your booking",
      status: "stored",
      text: "Court 1 at 18:00.\nSee you there.",
      attachments: [{ filename: "booking.ics", content_type: "text/calendar; charset=utf-8", size: 32 }],
    });
    expect(res.body).not.toContain("onclick");
    expect(res.body).not.toContain("BEGIN:VCALENDAR");
  });

  it("answers 404 for a message that does not exist or an id that is not one", async () => {
    expect((await get(adminOfficePaths.mailMessage(999_999))).statusCode).toBe(404);
    expect((await get("/api/admin/mail/abc")).statusCode).toBe(404);
  });
});
