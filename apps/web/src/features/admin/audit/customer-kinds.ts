import type { AuditAction } from "@courtside/contract";
import { formatDayOf, formatLevel } from "../../../lib/format.ts";
import { t } from "../i18n.ts";
import { type AuditKind, kind } from "./audit-kind.ts";
import { fieldsOf, sportWord, text } from "./audit-words.ts";

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
  "customer.note": kind("admin.audit.customer.note.label", (e) => {
    const after = fieldsOf(e.after);
    return t("admin.audit.customer.note.says", {
      customer: customerOf(after, e.entity_id),
      note: gist(text(after.text) ?? ""),
    });
  }),
  "customer.note_edit": kind("admin.audit.customer.noteEdit.label", (e) => {
    const after = fieldsOf(e.after);
    return t("admin.audit.customer.noteEdit.says", {
      customer: customerOf(after, e.entity_id),
      before: gist(text(fieldsOf(e.before).text) ?? ""),
      after: gist(text(after.text) ?? ""),
    });
  }),
  "customer.note_delete": kind("admin.audit.customer.noteDelete.label", (e) => {
    const before = fieldsOf(e.before);
    return t("admin.audit.customer.noteDelete.says", {
      customer: customerOf(before, e.entity_id),
      note: gist(text(before.text) ?? ""),
    });
  }),
  "customer.suspension_lift": kind("admin.audit.customer.suspensionLift.label", (e) => {
    const before = fieldsOf(e.before);
    const until = text(before.until);
    const sport = text(before.sport);
    return t("admin.audit.customer.suspensionLift.says", {
      customer: customerOf(fieldsOf(e.after), e.entity_id),
      sport: sport ? sportWord(sport) : t("admin.audit.customer.aSport"),
      hasUntil: until ? "yes" : "no",
      until: until ? formatDayOf(until) : "",
    });
  }),
  "customer.level_set": kind("admin.audit.customer.levelSet.label", (e) => {
    const after = fieldsOf(e.after);
    const before = fieldsOf(e.before).level;
    const level = typeof after.level === "number" ? formatLevel(after.level) : String(after.level);
    return t("admin.audit.customer.levelSet.says", {
      customer: customerOf(after, e.entity_id),
      sport: sportWord(after.sport),
      level,
      hasBefore: typeof before === "number" ? "yes" : "no",
      before: typeof before === "number" ? formatLevel(before) : "",
      reason: gist(text(after.reason) ?? ""),
    });
  }),
};
