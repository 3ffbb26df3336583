import { z } from "zod";
import { SPORTS } from "./sports.ts";

/** The `{sport}` segment of `/api/admin/{sport}/...`. */
export const adminSportParamsSchema = z.object({ sport: z.enum(SPORTS) });

/** Paging metadata of every back-office list: `{data, meta}`. */
export const pageMetaSchema = z
  .object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  })
  .meta({ id: "PageMeta" });
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** `?page=` and `?per_page=` of a paginated list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
});

/** One audit entry: who changed what, when, before and after. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    created_at: z.string(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
