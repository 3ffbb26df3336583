import type { AddonInput, AdminAddon, AdminAddonList, Sport } from "@courtside/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addonModules, addons } from "../../db/schema.ts";
import { invalidField, notFound, worded } from "../../http/http-error.ts";
import { countAll, offsetOf, type PageRequest, pageMeta } from "../../http/paging.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { adminCatalogWords } from "./i18n.ts";

import { presentAdminAddon } from "./presenter.ts";

type AddonRow = typeof addons.$inferSelect;

export async function listAddons(db: Db, sport: Sport, query: PageRequest): Promise<AdminAddonList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(addons)
      .where(eq(addons.sport, sport))
      .orderBy(asc(addons.module), asc(addons.group), asc(addons.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: countAll }).from(addons).where(eq(addons.sport, sport)),
  ]);
  return { data: rows.map(presentAdminAddon), meta: pageMeta(query, total?.n ?? 0) };
}

/** A multi-add-on's module must be one of the same sport (the contract already ties module and module_id). */
async function refuseForeignModule(tx: Db, sport: Sport, moduleId: number | null) {
  if (moduleId === null) return;
  const [module] = await tx
    .select({ id: addonModules.id })
    .from(addonModules)
    .where(and(eq(addonModules.id, moduleId), eq(addonModules.sport, sport)));
  if (!module)
    throw invalidField("module_id", worded(adminCatalogWords, "admin-catalog.addonModuleOfSport", { sport }), {
      code: "addon_module_not_of_sport",
      params: { sport, module_id: moduleId },
    });
}

const columns = (input: AddonInput) => ({
  name: input.name,
  group: input.group,
  price: input.price,
  module: input.module,
  moduleId: input.module_id,
  stock: input.stock,
});

async function lockedAddon(tx: Db, sport: Sport, id: number): Promise<AddonRow> {
  const [row] = await tx
    .select()
    .from(addons)
    .where(and(eq(addons.id, id), eq(addons.sport, sport)))
    .for("update");
  if (!row) throw notFound(worded(adminCatalogWords, "admin-catalog.addonNotFound"));
  return row;
}

export async function createAddon(db: Db, actor: string, sport: Sport, input: AddonInput): Promise<AdminAddon> {
  return db.transaction(async (tx) => {
    await refuseForeignModule(tx, sport, input.module_id);
    const [row] = await tx
      .insert(addons)
      .values({ sport, ...columns(input), active: input.active ?? true })
      .returning();
    const after = presentAdminAddon(row as AddonRow);
    await recordAudit(tx, { actorAdminId: actor, action: "addon.create", entity: "addon", entityId: after.id, after });
    return after;
  });
}

/** Orders keep the price and name they were sold with; a stock change applies to what is still free. */
export async function updateAddon(db: Db, actor: string, sport: Sport, id: number, input: AddonInput): Promise<AdminAddon> {
  return db.transaction(async (tx) => {
    const before = presentAdminAddon(await lockedAddon(tx, sport, id));
    await refuseForeignModule(tx, sport, input.module_id);
    const [row] = await tx
      .update(addons)
      .set({ ...columns(input), active: input.active ?? before.active })
      .where(eq(addons.id, id))
      .returning();
    const after = presentAdminAddon(row as AddonRow);
    await recordAudit(tx, { actorAdminId: actor, action: "addon.update", entity: "addon", entityId: id, before, after });
    return after;
  });
}

/** Referenced by order lines, so never deleted: it is no longer offered. */
export async function deactivateAddon(db: Db, actor: string, sport: Sport, id: number): Promise<AdminAddon> {
  return db.transaction(async (tx) => {
    const before = presentAdminAddon(await lockedAddon(tx, sport, id));
    if (!before.active) return before;
    const [row] = await tx.update(addons).set({ active: false }).where(eq(addons.id, id)).returning();
    const after = presentAdminAddon(row as AddonRow);
    await recordAudit(tx, { actorAdminId: actor, action: "addon.deactivate", entity: "addon", entityId: id, before, after });
    return after;
  });
}
