import type { AuditAction } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export type AuditEntry = {
  /** The administrator who made the change (null for the system itself). */
  actorAdminId: string | null;
  /** What was done, e.g. `court.update`, `order.mark_paid`: one of the contract's kinds, which the back office words. */
  action: AuditAction;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row. Call it with the transaction that made the change, so the
 * change and its record land (or roll back) together.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorAdminId: entry.actorAdminId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
