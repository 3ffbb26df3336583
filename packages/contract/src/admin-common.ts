import { z } from "zod";
import { ADMIN_ROLES } from "./admin-roles.ts";
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

/**
 * Every kind of change the audit log records (`entity.verb`). The server writes only these,
 * and the back office words each one (a presenter per kind), so a new kind starts here.
 */
export const AUDIT_ACTIONS = [
  "order.desk_create",
  "order.cancel",
  "order.mark_paid",
  "order.resend_confirmation",
  "order.auto_refund",
  "order.move",
  "order.no_show",
  "order.no_show_undo",
  "order.refund_part",
  "customer.note",
  "customer.note_edit",
  "customer.note_delete",
  "customer.suspension_lift",
  "customer.level_set",
  "result.settle",
  "court.create",
  "court.update",
  "court.deactivate",
  "court.reorder",
  "timeslot.create",
  "timeslot.update",
  "timeslot.deactivate",
  "addon.create",
  "addon.update",
  "addon.deactivate",
  "addon_module.create",
  "addon_module.update",
  "addon_module.deactivate",
  "closure.create",
  "closure.delete",
  "rules.update",
  "club.update",
  "club.logo_set",
  "club.logo_remove",
  "club.photo_add",
  "club.photo_remove",
  "administrator.first_setup",
  "administrator.invite",
  "administrator.resend_invitation",
  "administrator.accept_invitation",
  "administrator.change_access",
  "administrator.deactivate",
  "administrator.reactivate",
  "plan.create",
  "plan.update",
  "membership.sell",
  "membership.cancel",
  "credit.adjust",
  "credit.topup_sell",
  "credit_pack.create",
  "credit_pack.update",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The booking an order's audit entry is about, as it is now: enough to name it in words. */
export const auditBookingSchema = z
  .object({
    inv: z.string(),
    sport: z.enum(SPORTS),
    date: z.string().nullable().describe("YYYY-MM-DD; null for an order that never held a court"),
    start: z.string().nullable().describe("HH:MM, facility time"),
    end: z.string().nullable(),
    courts: z.array(z.string()),
  })
  .meta({ id: "AuditBooking" });
export type AuditBooking = z.infer<typeof auditBookingSchema>;

/** One audit entry: who changed what, when, before and after. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z
      .object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ADMIN_ROLES) })
      .nullable()
      .describe("Null for the system itself (an automatic refund)"),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    created_at: z.string(),
    booking: auditBookingSchema.nullable().describe("Set on an order's entries: its booking (an extras order: its parent's)"),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
