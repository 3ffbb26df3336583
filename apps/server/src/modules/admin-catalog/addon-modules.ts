import type { AddonModuleInput, AdminAddonModule, AdminAddonModuleList, Sport } from "@courtside/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addonModules } from "../../db/schema.ts";
import { notFound, worded } from "../../http/http-error.ts";
import { countAll, offsetOf, type PageRequest, pageMeta } from "../../http/paging.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { adminCatalogWords } from "./i18n.ts";

import { presentAdminAddonModule } from "./presenter.ts";

type ModuleRow = typeof addonModules.$inferSelect;

export async function listAddonModules(db: Db, sport: Sport, query: PageRequest): Promise<AdminAddonModuleList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(addonModules)
      .where(eq(addonModules.sport, sport))
      .orderBy(asc(addonModules.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: countAll }).from(addonModules).where(eq(addonModules.sport, sport)),
  ]);
  return { data: rows.map(presentAdminAddonModule), meta: pageMeta(query, total?.n ?? 0) };
}

async function lockedModule(tx: Db, sport: Sport, id: number): Promise<ModuleRow> {
  const [row] = await tx
    .select()
    .from(addonModules)
    .where(and(eq(addonModules.id, id), eq(addonModules.sport, sport)))
    .for("update");
  if (!row) throw notFound(worded(adminCatalogWords, "admin-catalog.addonModuleNotFound"));
  return row;
}

export async function createAddonModule(db: Db, actor: string, sport: Sport, input: AddonModuleInput): Promise<AdminAddonModule> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(addonModules)
      .values({ sport, name: input.name, description: input.description, active: input.active ?? true })
      .returning();
    const after = presentAdminAddonModule(row as ModuleRow);
    await recordAudit(tx, {
      actorAdminId: actor,
      action: "addon_module.create",
      entity: "addon_module",
      entityId: after.id,
      after,
    });
    return after;
  });
}

export async function updateAddonModule(
  db: Db,
  actor: string,
  sport: Sport,
  id: number,
  input: AddonModuleInput,
): Promise<AdminAddonModule> {
  return db.transaction(async (tx) => {
    const before = presentAdminAddonModule(await lockedModule(tx, sport, id));
    const [row] = await tx
      .update(addonModules)
      .set({ name: input.name, description: input.description, active: input.active ?? before.active })
      .where(eq(addonModules.id, id))
      .returning();
    const after = presentAdminAddonModule(row as ModuleRow);
    await recordAudit(tx, {
      actorAdminId: actor,
      action: "addon_module.update",
      entity: "addon_module",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Its add-ons stay; the public module page answers 404 while the module is inactive. */
export async function deactivateAddonModule(db: Db, actor: string, sport: Sport, id: number): Promise<AdminAddonModule> {
  return db.transaction(async (tx) => {
    const before = presentAdminAddonModule(await lockedModule(tx, sport, id));
    if (!before.active) return before;
    const [row] = await tx.update(addonModules).set({ active: false }).where(eq(addonModules.id, id)).returning();
    const after = presentAdminAddonModule(row as ModuleRow);
    await recordAudit(tx, {
      actorAdminId: actor,
      action: "addon_module.deactivate",
      entity: "addon_module",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
