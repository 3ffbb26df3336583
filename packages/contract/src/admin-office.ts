/** Back-office request and response schemas (see ../shared/API.md, "Administration"): paths, stats, audit, mail, administrators (rules: admin-rules.ts). */
import { z } from "zod";
import { administratorSchema, loginRequestSchema, registerRequestSchema } from "./accounts.ts";
import { auditEntrySchema, pageMetaSchema, pageQuerySchema } from "./admin-common.ts";
import { adminRoleSchema, adminSportsSchema } from "./admin-roles.ts";
import { boundedDateRange, isoDateSchema, singleLineText, textRequired } from "./common.ts";
import { SPORTS, type Sport } from "./sports.ts";
import { type FieldName, say } from "./wording.ts";

/** Every back-office office call, so the server routes and the web fetchers name the same paths. */
export const adminOfficePaths = {
  rules: (sport: Sport) => `/api/admin/${sport}/rules`,
  stats: (sport: Sport) => `/api/admin/${sport}/stats`,
  audit: "/api/admin/audit",
  auditFacets: "/api/admin/audit/facets",
  mail: "/api/admin/mail",
  mailMessage: (id: number) => `/api/admin/mail/${id}`,
  administrators: "/api/admin/administrators",
  deactivate: (id: string) => `/api/admin/administrators/${encodeURIComponent(id)}/deactivate`,
  reactivate: (id: string) => `/api/admin/administrators/${encodeURIComponent(id)}/reactivate`,
  access: (id: string) => `/api/admin/administrators/${encodeURIComponent(id)}/access`,
  resendInvitation: (id: string) => `/api/admin/administrators/${encodeURIComponent(id)}/resend-invitation`,
  /** Public: the invited administrator sets a password with the mailed token. */
  acceptInvitation: "/api/admin-invitations/accept",
} as const;

// ---------------------------------------------------------------- stats

/** The longest range the dashboard reads at once, in days (from and to included). */
export const STATS_MAX_DAYS = 366;

export const statsQuerySchema = boundedDateRange(z.object({ from: isoDateSchema, to: isoDateSchema }), STATS_MAX_DAYS);
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const usage = {
  /** Court-minutes of paid bookings. */
  booked_minutes: z.number().int(),
  /** Court-minutes on offer: active courts × active timeslots, less closed cells (plus any booked cell). */
  available_minutes: z.number().int(),
  /** booked ÷ available, 0–1; null when nothing was on offer. */
  utilisation: z.number().nullable(),
};

export const STATS_DESCRIPTION =
  "Figures for the sport over from…to (facility-local dates, both included), by booking date. " +
  "A cell is one court in one timeslot on one date; the cells on offer are every active court × every active timeslot, " +
  "less the cells a closure overlaps, plus any cell a paid booking holds (a booked cell counts as booked and on offer). " +
  "Booked = cells of bookings whose order is paid. Minutes go to the weekday (1 = Monday … 7 = Sunday) and the hour of " +
  "day they fall in, wall time in the facility's zone. Revenue of a date = the totals of orders in status paid whose " +
  "booking date is that date, less what was refunded of them in part: court bookings and their extra add-on orders " +
  "(which take their booking's date). A whole refund marks an order refunded, so refunded, cancelled, expired and " +
  "pending orders count nothing. orders and bookings count the paid booking orders and their courts, as the booking list shows them " +
  "(status paid, booking date in the range).";

export const adminStatsSchema = z
  .object({
    sport: z.enum(SPORTS),
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    totals: z.object({
      ...usage,
      revenue: z.number().int(),
      orders: z.number().int(),
      bookings: z.number().int(),
    }),
    by_weekday_hour: z.array(
      z.object({ weekday: z.number().int().min(1).max(7), hour: z.number().int().min(0).max(23), ...usage }),
    ),
    by_court: z.array(z.object({ court_id: z.number().int(), court_name: z.string(), active: z.boolean(), ...usage })),
    revenue_by_day: z.array(
      z.object({ date: z.string(), revenue: z.number().int(), orders: z.number().int(), bookings: z.number().int() }),
    ),
  })
  .meta({ id: "AdminStats", description: STATS_DESCRIPTION });
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---------------------------------------------------------------- audit

const filterText = (name: FieldName, max: number) => singleLineText(name).trim().min(1).max(max).optional();

export const auditQuerySchema = pageQuerySchema.extend({
  entity: filterText("entity", 60),
  entity_id: filterText("entityId", 120),
  action: filterText("action", 120),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({ data: z.array(auditEntrySchema), meta: pageMetaSchema }).meta({ id: "AuditPage" });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The entities and actions the log holds, for the filter choices. */
export const auditFacetsSchema = z
  .object({ entities: z.array(z.string()), actions: z.array(z.string()) })
  .meta({ id: "AuditFacets" });
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

// ---------------------------------------------------------------- mail outbox

export const MAIL_STATUSES = ["pending", "sent", "stored", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailQuerySchema = pageQuerySchema.extend({ status: z.enum(MAIL_STATUSES).optional() });
export type MailQuery = z.infer<typeof mailQuerySchema>;

export const mailSummarySchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: "MailSummary" });
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One stored message: its plain-text body (the HTML part is never served) and what is attached. */
export const mailMessageSchema = mailSummarySchema
  .extend({
    text: z.string(),
    attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() })),
  })
  .meta({ id: "MailMessage" });
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailPageSchema = z.object({ data: z.array(mailSummarySchema), meta: pageMetaSchema }).meta({ id: "MailPage" });
export type MailPage = z.infer<typeof mailPageSchema>;

export const mailParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

// ---------------------------------------------------------------- administrators

/** Invited: no password yet. Deactivated: can no longer sign in. */
export const ADMIN_ACCOUNT_STATUSES = ["active", "invited", "deactivated"] as const;
export type AdminAccountStatus = (typeof ADMIN_ACCOUNT_STATUSES)[number];

export const adminAccountSchema = administratorSchema
  .extend({
    status: z.enum(ADMIN_ACCOUNT_STATUSES),
    created_at: z.string(),
    /** When the newest unused invitation link stops working (invited accounts only). */
    invitation_expires_at: z.string().nullable(),
  })
  .meta({ id: "AdminAccount" });
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountPageSchema = z
  .object({ data: z.array(adminAccountSchema), meta: pageMetaSchema })
  .meta({ id: "AdminAccountPage" });
export type AdminAccountPage = z.infer<typeof adminAccountPageSchema>;

const landingSport = z.enum(SPORTS, { error: say("contract.admin.landingSport") }).optional();
const landsOnOwnSport = (v: { role: string; sports?: string[]; type_web?: string }) =>
  v.role === "owner" || !v.sports || v.type_web === undefined || v.sports.includes(v.type_web);
const landingRefusal = { error: say("contract.admin.landingOwnSport"), path: ["type_web"] };

/**
 * An invitation. Without a role the invitee is desk staff (the least), without sports they
 * work on the sport they land on (type_web); one of the two must be given. Owners cover every
 * sport. type_web defaults to the first of the sports and must be one of them.
 */
export const administratorInviteSchema = z
  .object({
    name: registerRequestSchema.shape.name,
    email: loginRequestSchema.shape.email,
    role: adminRoleSchema.default("desk"),
    sports: adminSportsSchema.optional(),
    type_web: landingSport,
  })
  .refine((v) => v.sports || v.type_web || v.role === "owner", {
    error: say("contract.admin.chooseSports"),
    path: ["sports"],
  })
  .refine(landsOnOwnSport, landingRefusal)
  .meta({ id: "AdministratorInvite" });
export type AdministratorInvite = z.infer<typeof administratorInviteSchema>;
export type AdministratorInviteInput = z.input<typeof administratorInviteSchema>;

/** PUT /api/admin/administrators/{id}/access: an owner changes another administrator's role and sports. */
export const administratorAccessSchema = z
  .object({ role: adminRoleSchema, sports: adminSportsSchema, type_web: landingSport })
  .refine(landsOnOwnSport, landingRefusal)
  .meta({ id: "AdministratorAccess" });
export type AdministratorAccess = z.infer<typeof administratorAccessSchema>;

export const adminAccountParamsSchema = z.object({ id: z.uuid() });

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;
/**
 * The server answers an unknown or spent invitation with this (English: not yet worded per
 * request); the schema's own refusal of a malformed token is `contract.invitation.invalid`, the
 * same words in each language.
 */
export const INVALID_INVITATION_MESSAGE = "This invitation link is invalid, was already used or has expired.";
const invalidInvitation = say("contract.invitation.invalid");

export const acceptInvitationSchema = z
  .object({
    token: z.string({ error: invalidInvitation }).min(1, { error: invalidInvitation }).max(200, { error: invalidInvitation }),
    password: registerRequestSchema.shape.password,
    password_confirmation: z.string({ error: textRequired("passwordConfirmation") }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: say("contract.password.mismatch"),
    path: ["password_confirmation"],
  })
  .meta({ id: "AcceptInvitation" });
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;
