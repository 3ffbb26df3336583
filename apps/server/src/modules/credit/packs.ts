import type { CreditPack, CreditPackCreateRequest, CreditPackList, CreditPackUpdateRequest } from "@courtside/contract";
import { asc, eq } from "drizzle-orm";
import { creditPacks } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { invalidField, notFound, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { creditWords } from "./i18n.ts";

export type PackRow = typeof creditPacks.$inferSelect;

export const presentPack = (row: PackRow, currency: string): CreditPack => ({
  id: row.id,
  name: row.name,
  price: row.price,
  credit: row.credit,
  valid_days: row.validDays,
  currency,
  active: row.active,
});

/** The packs: on sale only (members), or every one (staff), cheapest first. */
export async function listPacks(deps: AppDeps, onSaleOnly: boolean): Promise<CreditPackList> {
  const rows = await deps.database.db
    .select()
    .from(creditPacks)
    .where(onSaleOnly ? eq(creditPacks.active, true) : undefined)
    .orderBy(asc(creditPacks.price), asc(creditPacks.id));
  return { data: rows.map((r) => presentPack(r, deps.config.currency)) };
}

/** A pack on sale, or 422 naming pack_id (a retired or unknown one cannot be bought). */
export async function packOnSale(deps: AppDeps, packId: number): Promise<PackRow> {
  const [pack] = await deps.database.db.select().from(creditPacks).where(eq(creditPacks.id, packId));
  if (!pack?.active)
    throw invalidField("pack_id", worded(creditWords, "credit.packNotOnSale"), {
      code: "pack_not_on_sale",
      params: { pack_id: packId },
    });
  return pack;
}

export async function createPack(deps: AppDeps, adminId: string, input: CreditPackCreateRequest): Promise<CreditPack> {
  const row = await deps.database.db.transaction(async (tx) => {
    const [pack] = await tx
      .insert(creditPacks)
      .values({
        name: input.name,
        price: input.price,
        credit: input.credit,
        validDays: input.valid_days ?? null,
        active: input.active ?? true,
      })
      .returning();
    if (!pack) throw new Error("pack not created");
    await recordAudit(tx, {
      actorAdminId: adminId,
      action: "credit_pack.create",
      entity: "credit_pack",
      entityId: pack.id,
      after: input,
    });
    return pack;
  });
  return presentPack(row, deps.config.currency);
}

/** Changes what is sent; the pack keeps bringing at least its price (422 naming credit). */
export async function updatePack(
  deps: AppDeps,
  adminId: string,
  packId: number,
  input: CreditPackUpdateRequest,
): Promise<CreditPack> {
  const row = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(creditPacks).where(eq(creditPacks.id, packId)).for("update");
    if (!before) throw notFound(worded(creditWords, "credit.noPack", { id: String(packId) }));
    const after = { ...before, ...input };
    if (after.credit < after.price)
      throw invalidField("credit", worded(creditWords, "credit.packBelowPrice"), {
        code: "pack_credit_below_price",
        params: { price: after.price, credit: after.credit },
      });
    const { valid_days, ...same } = input;
    const [pack] = await tx
      .update(creditPacks)
      .set({ ...same, ...(valid_days !== undefined && { validDays: valid_days }) })
      .where(eq(creditPacks.id, packId))
      .returning();
    await recordAudit(tx, {
      actorAdminId: adminId,
      action: "credit_pack.update",
      entity: "credit_pack",
      entityId: packId,
      before: presentPack(before, deps.config.currency),
      after: input,
    });
    return pack ?? before;
  });
  return presentPack(row, deps.config.currency);
}
