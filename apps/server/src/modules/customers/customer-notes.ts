import type { CustomerNote, CustomerNoteRequest, Sport } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { customerNotes } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { findCustomer } from "./customer-detail.ts";
import { presentNote } from "./presenter.ts";

/** A staff note about a customer the administrator may see; the note and its audit row land together. */
export async function addCustomerNote(
  db: Db,
  staff: { id: string; name: string },
  customerId: string,
  sports: Sport[],
  input: CustomerNoteRequest,
): Promise<CustomerNote> {
  const { ref, contact } = await findCustomer(db, customerId, sports);
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
      entityId: ref.kind === "member" ? ref.memberId : customerId,
      after: { note_id: note.id, customer: contact.name || contact.email, text: note.text },
    });
    return presentNote({ note, author: { id: staff.id, name: staff.name } });
  });
}
