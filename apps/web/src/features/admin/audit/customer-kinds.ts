import { type AuditAction, formatDay } from "@courtside/contract";
import type { AuditKind } from "./audit-kind.ts";
import { fieldsOf, text } from "./audit-words.ts";

type CustomerAction = Extract<AuditAction, `customer.${string}`>;

/** A note long enough to fill the line is cut, whole words kept where it can. */
function gist(note: string): string {
  const line = note.replace(/\s+/g, " ").trim();
  return line.length <= 80 ? line : `${line.slice(0, 79).replace(/\s+\S*$/, "")}…`;
}

/** The note's customer as the entry names them: their name, else the entry's id. */
const customerOf = (fields: Record<string, unknown>, entityId: string) => text(fields.customer) ?? entityId;

/** What staff wrote about customers, after the actor's name. */
export const customerKinds: Record<CustomerAction, AuditKind> = {
  "customer.note": {
    label: "Added a customer note",
    says: (e) => {
      const after = fieldsOf(e.after);
      return `added a note about ${customerOf(after, e.entity_id)}: “${gist(text(after.text) ?? "")}”`;
    },
  },
  "customer.note_edit": {
    label: "Changed a customer note",
    says: (e) => {
      const after = fieldsOf(e.after);
      const before = gist(text(fieldsOf(e.before).text) ?? "");
      return `changed a note about ${customerOf(after, e.entity_id)} from “${before}” to “${gist(text(after.text) ?? "")}”`;
    },
  },
  "customer.note_delete": {
    label: "Deleted a customer note",
    says: (e) => {
      const before = fieldsOf(e.before);
      return `deleted a note about ${customerOf(before, e.entity_id)}: “${gist(text(before.text) ?? "")}”`;
    },
  },
  "customer.suspension_lift": {
    label: "Lifted a no-show suspension",
    says: (e) => {
      const before = fieldsOf(e.before);
      const until = text(before.until);
      const sport = text(before.sport) ?? "a sport";
      const rest = until ? ` (it ran until ${formatDay(until)})` : "";
      return `lifted the no-show suspension of ${customerOf(fieldsOf(e.after), e.entity_id)} from booking ${sport} online${rest}`;
    },
  },
};
