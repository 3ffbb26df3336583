import type { AuditAction } from "@courtside/contract";
import type { AuditKind } from "./audit-kind.ts";
import { fieldsOf, text } from "./audit-words.ts";

type CustomerAction = Extract<AuditAction, `customer.${string}`>;

/** A note long enough to fill the line is cut, whole words kept where it can. */
function gist(note: string): string {
  const line = note.replace(/\s+/g, " ").trim();
  return line.length <= 80 ? line : `${line.slice(0, 79).replace(/\s+\S*$/, "")}…`;
}

/** What staff wrote about customers, after the actor's name. */
export const customerKinds: Record<CustomerAction, AuditKind> = {
  "customer.note": {
    label: "Added a customer note",
    says: (e) => {
      const after = fieldsOf(e.after);
      return `added a note about ${text(after.customer) ?? e.entity_id}: “${gist(text(after.text) ?? "")}”`;
    },
  },
};
