import type { AuditEntry } from "@courtside/contract";
import type { AuditContext } from "./audit-words.ts";

/** One kind of audit entry in words: its name (filters) and what it says after the actor's name. */
export type AuditKind = { label: string; says: (entry: AuditEntry, ctx: AuditContext) => string };
