import type { AuditFacets, AuditPage, AuditQuery } from "@courtside/contract";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { administrators, auditLog } from "../../../db/schema.ts";
import type { AppDeps } from "../../../deps.ts";
import { countAll, pageMeta, pageWindow } from "../../../http/paging.ts";
import { auditBookings, presentAuditEntry } from "../../audit/present-audit.ts";

/** Newest first (by id: rows are numbered in commit order), filtered by exact entity, entity id and action. */
export async function auditEntries(deps: AppDeps, query: AuditQuery): Promise<AuditPage> {
  const { db } = deps.database;
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actor: { id: administrators.id, name: administrators.name, email: administrators.email, role: administrators.role },
      })
      .from(auditLog)
      .leftJoin(administrators, eq(administrators.id, auditLog.actorAdminId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll }).from(auditLog).where(where),
  ]);
  const bookings = await auditBookings(
    db,
    rows.map((r) => r.entry),
  );
  return {
    data: rows.map(({ entry, actor }) => presentAuditEntry(entry, actor?.id ? actor : null, bookings)),
    meta: pageMeta(query, count?.n ?? 0),
  };
}

/** The entities and actions present in the log, for the filter choices. */
export async function auditFacets(deps: AppDeps): Promise<AuditFacets> {
  const { db } = deps.database;
  const [entities, actions] = await Promise.all([
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { entities: entities.map((r) => r.v), actions: actions.map((r) => r.v) };
}
