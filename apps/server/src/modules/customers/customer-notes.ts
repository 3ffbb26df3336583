import type { CustomerNote, CustomerNoteRequest, Sport } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { administrators, customerNotes } from "../../db/schema.ts";
import { forbidden, notFound, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { findCustomer } from "./customer-detail.ts";
import type { CustomerRef } from "./customer-key.ts";
import { customerWords } from "./i18n.ts";
import { mayChangeNote, type NoteViewer, presentNote } from "./presenter.ts";

/** The administrator writing: who they are (audit, author) and what they may see. */
export type NoteStaff = NoteViewer & { name: string; sports: Sport[] };

export const NO_SUCH_NOTE = worded(customerWords, "customers.noSuchNote");
export const NOTE_NOT_YOURS = worded(customerWords, "customers.noteNotYours");

const auditEntityId = (ref: CustomerRef, customerId: string) => (ref.kind === "member" ? ref.memberId : customerId);

/** A staff note about a customer the administrator may see; the note and its audit row land together. */
export async function addCustomerNote(
  db: Db,
  staff: NoteStaff,
  customerId: string,
  input: CustomerNoteRequest,
): Promise<CustomerNote> {
  const { ref, contact } = await findCustomer(db, customerId, staff.sports);
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(customerNotes)
      .values({
        memberId: ref.kind === "member" ? ref.memberId : null,
        guestEmail: ref.kind === "guest" ? ref.email : null,
        text: input.text,
        authorAdminId: staff.id,
      })
      .returning();
    if (!note) throw new Error("note not written");
    await recordAudit(tx, {
      actorAdminId: staff.id,
      action: "customer.note",
      entity: "customer",
      entityId: auditEntityId(ref, customerId),
      after: { note_id: note.id, customer: contact.name || contact.email, text: note.text },
    });
    return presentNote({ note, author: { id: staff.id, name: staff.name } }, staff);
  });
}

/** The customer's note, locked for the change: 404 for a note of nobody or of another customer, 403 for one not theirs to change. */
async function lockedNote(tx: Db, ref: CustomerRef, noteId: number, staff: NoteStaff) {
  const about = ref.kind === "member" ? eq(customerNotes.memberId, ref.memberId) : eq(customerNotes.guestEmail, ref.email);
  const [found] = await tx
    .select({ note: customerNotes, author: { id: administrators.id, name: administrators.name } })
    .from(customerNotes)
    .innerJoin(administrators, eq(administrators.id, customerNotes.authorAdminId))
    .where(and(eq(customerNotes.id, noteId), about))
    .for("update", { of: customerNotes });
  if (!found) throw notFound(NO_SUCH_NOTE);
  if (!mayChangeNote(staff, found.note)) throw forbidden(NOTE_NOT_YOURS);
  return found;
}

/** Changes a note's text (its author, an owner or a manager); the same text changes nothing. Audited with both texts. */
export async function editCustomerNote(
  db: Db,
  staff: NoteStaff,
  target: { customerId: string; noteId: number },
  input: CustomerNoteRequest,
  now: Date,
): Promise<CustomerNote> {
  const { ref, contact } = await findCustomer(db, target.customerId, staff.sports);
  return db.transaction(async (tx) => {
    const { note, author } = await lockedNote(tx, ref, target.noteId, staff);
    if (note.text === input.text) return presentNote({ note, author }, staff);
    const [edited] = await tx
      .update(customerNotes)
      .set({ text: input.text, editedAt: now, editedByAdminId: staff.id })
      .where(eq(customerNotes.id, note.id))
      .returning();
    if (!edited) throw new Error("note not written");
    await recordAudit(tx, {
      actorAdminId: staff.id,
      action: "customer.note_edit",
      entity: "customer",
      entityId: auditEntityId(ref, target.customerId),
      before: { note_id: note.id, text: note.text },
      after: { note_id: note.id, customer: contact.name || contact.email, text: edited.text },
    });
    return presentNote({ note: edited, author }, staff);
  });
}

/** Deletes a note (its author, an owner or a manager); the audit row keeps its text. */
export async function deleteCustomerNote(db: Db, staff: NoteStaff, target: { customerId: string; noteId: number }) {
  const { ref, contact } = await findCustomer(db, target.customerId, staff.sports);
  await db.transaction(async (tx) => {
    const { note, author } = await lockedNote(tx, ref, target.noteId, staff);
    await tx.delete(customerNotes).where(eq(customerNotes.id, note.id));
    await recordAudit(tx, {
      actorAdminId: staff.id,
      action: "customer.note_delete",
      entity: "customer",
      entityId: auditEntityId(ref, target.customerId),
      before: { note_id: note.id, customer: contact.name || contact.email, text: note.text, author: author.name },
    });
  });
}
