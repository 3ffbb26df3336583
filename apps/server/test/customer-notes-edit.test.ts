import { customerApiPaths } from "@courtside/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema.ts";
import { type StaffSession, staffSession } from "./support/back-office.ts";
import { adminToken, createCourt, createTimeslot, orderBody, postOrder } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// Two guests with a tennis order each; a desk administrator writes notes, an owner and another desk read them.
let t: TestContext;
let desk: StaffSession;
let otherDesk: string;
let manager: string;
const NORA = "guest:nora@example.test";
const OLGA = "guest:olga@example.test";

const notes = (id: string) => customerApiPaths.customerNotes(id);
const note = (id: string, noteId: number | string) => `${notes(id)}/${noteId}`;
const put = (url: string, body: unknown, token = desk.token) => t.client().put(url, body, { token });
const del = (url: string, token = desk.token) => t.client().delete(url, { token });
const audits = () =>
  t.app.deps.database.db.select().from(auditLog).where(eq(auditLog.entity, "customer")).orderBy(asc(auditLog.id));

async function addNote(customer: string, text: string) {
  const res = await desk.post(notes(customer), { text });
  expect(res.statusCode, res.body).toBe(201);
  return res.data as { id: number; text: string };
}

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  desk = await staffSession(t);
  await t.app.deps.database.db.execute(`update administrators set role = 'desk' where id = '${desk.admin.id}'`);
  otherDesk = await adminToken(t.app, t.client(), { role: "desk", sports: ["tennis"] });
  manager = await adminToken(t.app, t.client(), { role: "manager", sports: ["tennis"] });
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  for (const [name, date] of [
    ["nora", "2026-11-23"],
    ["olga", "2026-11-24"],
  ] as const) {
    const billing = { name, email: `${name}@example.test`, phone: "1" };
    const res = await postOrder(t.client(), "tennis", orderBody(date, slot.id, [court.id], { billing }));
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

describe("PUT /api/admin/customers/{customer_id}/notes/{note_id}", () => {
  it("changes the author's note, marks it edited, and audits both texts", async () => {
    const added = await addNote(NORA, "Prefers Court 3.");
    t.clock.advance(60_000);
    const res = await put(note(NORA, added.id), { text: "  Prefers Court 4.\nPays cash. " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ id: added.id, text: "Prefers Court 4.\nPays cash.", can_change: true });
    expect(res.data.edited_at).toBe(new Date(t.clock.now()).toISOString());
    const page = await desk.get(customerApiPaths.customer(NORA));
    expect(page.data.notes[0]).toMatchObject({
      id: added.id,
      text: "Prefers Court 4.\nPays cash.",
      edited_at: res.data.edited_at,
    });
    const edit = (await audits()).filter((a) => a.action === "customer.note_edit");
    expect(edit).toHaveLength(1);
    expect(edit[0]).toMatchObject({
      actorAdminId: desk.admin.id,
      entityId: NORA,
      before: { note_id: added.id, text: "Prefers Court 3." },
      after: { note_id: added.id, customer: "nora", text: "Prefers Court 4.\nPays cash." },
    });
    // The same text again changes nothing and writes no audit row.
    expect((await put(note(NORA, added.id), { text: "Prefers Court 4.\nPays cash." })).statusCode).toBe(200);
    expect((await audits()).filter((a) => a.action === "customer.note_edit")).toHaveLength(1);
  });

  it("lets an owner or a manager change another's note, not another desk", async () => {
    const added = await addNote(NORA, "Left a racket.");
    const refused = await put(note(NORA, added.id), { text: "Mine now." }, otherDesk);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({
      message: "Only the note's author, an owner or a manager may change or delete it.",
      code: "forbidden",
    });
    const page = await t.client().get(customerApiPaths.customer(NORA), { token: otherDesk });
    expect(page.data.notes.find((n: { id: number }) => n.id === added.id).can_change).toBe(false);
    const res = await put(note(NORA, added.id), { text: "Racket returned." }, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ text: "Racket returned.", can_change: true });
  });

  it("refuses bad text with 422 in the error shape", async () => {
    const added = await addNote(NORA, "Fine.");
    const cases: [unknown, string][] = [
      [{ text: "   " }, "Write the note."],
      [{ text: "x".repeat(2001) }, "The note may not be longer than 2000 characters."],
      [{ text: "bell\u0007" }, "The note may not contain control characters."],
      [{ text: "half \ud800" }, "The note contains an invalid character."],
      [{}, "The note field is required."],
      [{ text: 12 }, "The note field is required."],
    ];
    for (const [body, message] of cases) {
      const res = await put(note(NORA, added.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.data.errors.text).toEqual([message]);
    }
    expect((await put(note(NORA, added.id), { text: "x".repeat(2000) })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown note, another customer's note, an unknown customer or a malformed id", async () => {
    const olgas = await addNote(OLGA, "Olga's note.");
    const other = await put(note(NORA, olgas.id), { text: "Moved?" });
    expect(other.statusCode).toBe(404);
    expect(other.data).toEqual({ message: "No such note about this customer: it may have been deleted.", code: "not_found" });
    expect((await put(note(NORA, 2_000_000_000), { text: "x" })).statusCode).toBe(404);
    expect((await put(note("guest:nobody@example.test", olgas.id), { text: "x" })).statusCode).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await put(note(NORA, bad), { text: "x" });
      // A path that names nothing is 404, as for every route (http/error-handler.ts).
      expect(res.statusCode, bad).toBe(404);
      expect(res.data).toEqual({ message: "Not found.", code: "not_found" });
    }
    expect((await desk.get(customerApiPaths.customer(OLGA))).data.notes[0].text).toBe("Olga's note.");
  });
});

describe("DELETE /api/admin/customers/{customer_id}/notes/{note_id}", () => {
  it("deletes the author's note, audited with its text; a second delete is 404", async () => {
    const added = await addNote(OLGA, "Call back on Monday.");
    const res = await del(note(OLGA, added.id));
    expect(res.statusCode, res.body).toBe(204);
    const page = await desk.get(customerApiPaths.customer(OLGA));
    expect(page.data.notes.map((n: { id: number }) => n.id)).not.toContain(added.id);
    const gone = (await audits()).filter((a) => a.action === "customer.note_delete");
    expect(gone.at(-1)).toMatchObject({
      entityId: OLGA,
      before: { note_id: added.id, customer: "olga", text: "Call back on Monday." },
      after: null,
    });
    expect((await del(note(OLGA, added.id))).statusCode).toBe(404);
  });

  it("refuses another desk's delete (403) and another customer's note (404); an owner may", async () => {
    const added = await addNote(OLGA, "Owner may delete this.");
    expect((await del(note(OLGA, added.id), otherDesk)).statusCode).toBe(403);
    expect((await del(note(NORA, added.id))).statusCode).toBe(404);
    const owner = await adminToken(t.app, t.client(), { role: "owner" });
    expect((await del(note(OLGA, added.id), owner)).statusCode).toBe(204);
  });

  it("is refused without a token, and to a role without the customers permission's sport", async () => {
    const added = await addNote(OLGA, "Stays.");
    expect((await t.client().delete(note(OLGA, added.id))).statusCode).toBe(401);
    // A padel-only desk does not see a tennis guest at all.
    const padel = await adminToken(t.app, t.client(), { role: "desk", sports: ["padel"] });
    expect((await del(note(OLGA, added.id), padel)).statusCode).toBe(404);
    expect((await desk.get(customerApiPaths.customer(OLGA))).data.notes.map((n: { id: number }) => n.id)).toContain(added.id);
  });
});
