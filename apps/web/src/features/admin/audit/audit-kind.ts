import type { AuditEntry } from "@courtside/contract";
import { t } from "../i18n.ts";
import type { AuditContext } from "./audit-words.ts";

/** One kind of audit entry in words: its name (filters) and what it says after the actor's name. */
export type AuditKind = { label: string; says: (entry: AuditEntry, ctx: AuditContext) => string };

/** A kind whose name is read from the catalogue each time it is asked for, so it follows the language. */
export const kind = (labelKey: Parameters<typeof t>[0], says: AuditKind["says"]): AuditKind => ({
  get label() {
    return t(labelKey);
  },
  says,
});
