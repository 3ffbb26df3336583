import type { AuditEntry, AuditFacets, AuditPage, AuditQuery } from "@courtside/contract";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { administrators, auditLog } from "../../../db/schema.ts";
import type { AppDeps } from "../../../deps.ts";
import { countAll, pageMeta, pageWindow } from "../../../http/paging.ts";

type Row = { entry: typeof auditLog.$inferSelect; actorName: string | null; actorEmail: string | null };

function present({ entry, actorName, actorEmail }: Row): AuditEntry {
  return {
    id: entry.id,
    actor: entry.actorAdminId ? { id: entry.actorAdminId, name: actorName ?? "", email: actorEmail ?? "" } : null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
  };
}

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
      .select({ entry: auditLog, actorName: administrators.name, actorEmail: administrators.email })
      .from(auditLog)
      .leftJoin(administrators, eq(administrators.id, auditLog.actorAdminId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll }).from(auditLog).where(where),
  ]);
  return { data: rows.map(present), meta: pageMeta(query, count?.n ?? 0) };
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
