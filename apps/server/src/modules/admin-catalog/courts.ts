import type { AdminCourt, AdminCourtList, CourtInput, Sport } from "@courtside/contract";
import { and, asc, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courts } from "../../db/schema.ts";
import { invalidField, notFound, worded } from "../../http/http-error.ts";
import { countAll, offsetOf, type PageRequest, pageMeta } from "../../http/paging.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { adminCatalogWords } from "./i18n.ts";

import { presentAdminCourt } from "./presenter.ts";

type CourtRow = typeof courts.$inferSelect;

/** Every court of the sport, inactive ones too, in display order. */
export async function listCourts(db: Db, sport: Sport, query: PageRequest): Promise<AdminCourtList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courts)
      .where(eq(courts.sport, sport))
      .orderBy(asc(courts.sortOrder), asc(courts.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: countAll }).from(courts).where(eq(courts.sport, sport)),
  ]);
  return { data: rows.map(presentAdminCourt), meta: pageMeta(query, total?.n ?? 0) };
}

/** The sport's court, locked for the rest of the transaction; another sport's id is unknown here. */
async function lockedCourt(tx: Db, sport: Sport, id: number): Promise<CourtRow> {
  const [row] = await tx
    .select()
    .from(courts)
    .where(and(eq(courts.id, id), eq(courts.sport, sport)))
    .for("update");
  if (!row) throw notFound(worded(adminCatalogWords, "admin-catalog.courtNotFound"));
  return row;
}

/** A new court goes last in the grid. */
export async function createCourt(db: Db, actor: string, sport: Sport, input: CourtInput): Promise<AdminCourt> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: max(courts.sortOrder) })
      .from(courts)
      .where(eq(courts.sport, sport));
    const [row] = await tx
      .insert(courts)
      .values({
        sport,
        name: input.name,
        surface: input.surface,
        indoor: input.indoor,
        active: input.active ?? true,
        sortOrder: (last?.n ?? 0) + 1,
      })
      .returning();
    if (!row) throw new Error("court insert returned no row");
    const after = presentAdminCourt(row);
    await recordAudit(tx, { actorAdminId: actor, action: "court.create", entity: "court", entityId: row.id, after });
    return after;
  });
}

/** Rename, change surface or indoor; `active` given reactivates (or deactivates). */
export async function updateCourt(db: Db, actor: string, sport: Sport, id: number, input: CourtInput): Promise<AdminCourt> {
  return db.transaction(async (tx) => {
    const before = presentAdminCourt(await lockedCourt(tx, sport, id));
    const [row] = await tx
      .update(courts)
      .set({ name: input.name, surface: input.surface, indoor: input.indoor, active: input.active ?? before.active })
      .where(eq(courts.id, id))
      .returning();
    const after = presentAdminCourt(row as CourtRow);
    await recordAudit(tx, { actorAdminId: actor, action: "court.update", entity: "court", entityId: id, before, after });
    return after;
  });
}

/**
 * Courts are referenced by bookings, so they are never deleted: a deactivated court leaves
 * the public grid and catalog; its bookings stay as they are.
 */
export async function deactivateCourt(db: Db, actor: string, sport: Sport, id: number): Promise<AdminCourt> {
  return db.transaction(async (tx) => {
    const before = presentAdminCourt(await lockedCourt(tx, sport, id));
    if (!before.active) return before;
    const [row] = await tx.update(courts).set({ active: false }).where(eq(courts.id, id)).returning();
    const after = presentAdminCourt(row as CourtRow);
    await recordAudit(tx, { actorAdminId: actor, action: "court.deactivate", entity: "court", entityId: id, before, after });
    return after;
  });
}

/**
 * The grid's column order: the given court ids first, in that order; courts left out (one
 * added by someone else meanwhile) follow in their current order. Each id once, of the sport.
 */
export async function reorderCourts(db: Db, actor: string, sport: Sport, ids: number[]): Promise<AdminCourtList> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(courts)
      .where(eq(courts.sport, sport))
      .orderBy(asc(courts.sortOrder), asc(courts.id))
      .for("update");
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw invalidField("ids", worded(adminCatalogWords, "admin-catalog.courtOrder", { sport }), {
        code: "court_order_invalid",
        params: { sport },
      });
    }
    const order = [...ids, ...rows.map((r) => r.id).filter((id) => !ids.includes(id))];
    for (const [index, id] of order.entries()) {
      await tx
        .update(courts)
        .set({ sortOrder: index + 1 })
        .where(eq(courts.id, id));
    }
    await recordAudit(tx, {
      actorAdminId: actor,
      action: "court.reorder",
      entity: "court",
      entityId: sport,
      before: rows.map((r) => r.id),
      after: order,
    });
    const ordered = order.map((id, index) => ({ ...(rows.find((r) => r.id === id) as CourtRow), sortOrder: index + 1 }));
    return {
      data: ordered.map(presentAdminCourt),
      meta: pageMeta({ page: 1, per_page: Math.max(1, order.length) }, order.length),
    };
  });
}
