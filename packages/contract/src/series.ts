/** Weekly series: the same courts and slot every week, each date an ordinary order (see ../shared/API.md). */
import { z } from "zod";
import { deskCustomerSchema } from "./admin-bookings.ts";
import { clockTimeSchema, daysBetween, idSchema, isoDateSchema } from "./common.ts";
import { courtIdsSchema, ORDER_STATUSES } from "./orders.ts";
import { SPORTS, type Sport, sportSettings } from "./sports.ts";
import { say, word } from "./wording.ts";

/** paid_now: every date paid at the desk at once; each_before: each date's order paid before that date. */
export const SERIES_PAYMENTS = ["paid_now", "each_before"] as const;
export type SeriesPayment = (typeof SERIES_PAYMENTS)[number];

/** The longest series staff may book, in weeks. */
export const SERIES_MAX_WEEKS = 52;
/** The most dates a member's own online series may have (until the plan policy sets it per plan). */
export const MEMBER_SERIES_MAX_DATES = 8;

const weeksSchema = z
  .number({ error: say("contract.series.weeksWhole", { max: SERIES_MAX_WEEKS }) })
  .int({ error: say("contract.series.weeksWhole", { max: SERIES_MAX_WEEKS }) })
  .min(1, { error: say("contract.series.minWeeks") })
  .max(SERIES_MAX_WEEKS, { error: say("contract.series.maxWeeks", { max: SERIES_MAX_WEEKS }) });

const seriesShape = {
  first_date: isoDateSchema.describe("The first date; every later date falls on its weekday"),
  timeslot_id: idSchema,
  court_ids: courtIdsSchema,
  weeks: weeksSchema.optional().describe("How many weekly dates (1–52); or give until"),
  until: isoDateSchema.optional().describe("The last date the series may reach (inclusive); or give weeks"),
};

type Span = { first_date: string; weeks?: number | undefined; until?: string | undefined };

/** Exactly one of weeks and until; until on or after the first date and within 52 weeks of it. */
function checkSpan(span: Span, ctx: z.RefinementCtx) {
  if ((span.weeks === undefined) === (span.until === undefined)) {
    ctx.addIssue({ code: "custom", path: ["weeks"], message: word("contract.series.weeksOrUntil") });
    return;
  }
  if (span.until === undefined) return;
  const days = daysBetween(span.first_date, span.until);
  if (days < 0) ctx.addIssue({ code: "custom", path: ["until"], message: word("contract.series.untilBeforeFirst") });
  else if (days >= SERIES_MAX_WEEKS * 7)
    ctx.addIssue({ code: "custom", path: ["until"], message: word("contract.series.spanTooLong", { max: SERIES_MAX_WEEKS }) });
}

/** The dates of a series: the first date and every 7 days after it, for weeks or up to until. */
export function seriesDates(span: Span): string[] {
  const count = span.weeks ?? Math.floor(daysBetween(span.first_date, span.until ?? span.first_date) / 7) + 1;
  const first = Date.parse(`${span.first_date}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(first + i * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** `POST /api/admin/{sport}/series[/preview]`: staff book for a member or a guest's contact. */
export const adminSeriesRequestSchema = z
  .object({
    ...seriesShape,
    customer: deskCustomerSchema,
    payment: z.enum(SERIES_PAYMENTS, { error: say("contract.series.payment") }),
  })
  .superRefine(checkSpan)
  .meta({ id: "AdminSeriesRequest" });
export type AdminSeriesRequest = z.input<typeof adminSeriesRequestSchema>;
export type AdminSeriesInput = z.output<typeof adminSeriesRequestSchema>;

/** `POST /api/{api}/series[/preview]`: a member's own series, always paid date by date. */
export const memberSeriesRequestSchema = z.object(seriesShape).superRefine(checkSpan).meta({ id: "MemberSeriesRequest" });
export type MemberSeriesRequest = z.input<typeof memberSeriesRequestSchema>;
export type MemberSeriesInput = z.output<typeof memberSeriesRequestSchema>;

export const SERIES_DATE_STATUSES = ["free", "taken", "closed", "outside"] as const;
export type SeriesDateStatus = (typeof SERIES_DATE_STATUSES)[number];

const orderRefSchema = z.object({ order_id: z.string(), inv: z.string() });

export const seriesPreviewDateSchema = z
  .object({
    date: isoDateSchema,
    status: z.enum(SERIES_DATE_STATUSES),
    reason: z.string().nullable().describe("Why the date cannot be booked (taken, closed, outside); null when free"),
    total: z.number().int().nullable().describe("The date's price; null when it cannot be booked"),
    taken_by: orderRefSchema.nullable().optional().describe("Staff only: the order that has the court"),
  })
  .meta({ id: "SeriesPreviewDate" });

/** The answer to a preview: every date as it stands now; nothing is written. */
export const seriesPreviewSchema = z
  .object({
    dates: z.array(seriesPreviewDateSchema),
    free: z.number().int().describe("How many dates would be booked"),
    total: z.number().int().describe("The free dates' prices together"),
    currency: z.string(),
  })
  .meta({ id: "SeriesPreview" });
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

/** booked: the date has its order; taken/closed/outside: not booked, and why (create's answer only); none: no order. */
export const SERIES_DATE_STATES = ["booked", "taken", "closed", "outside", "none"] as const;

export const seriesDateSchema = z
  .object({
    date: isoDateSchema,
    state: z.enum(SERIES_DATE_STATES),
    reason: z.string().nullable(),
    order: z
      .object({
        order_id: z.string(),
        inv: z.string(),
        status: z.enum(ORDER_STATUSES),
        total: z.number().int(),
        paymentlink: z.string().nullable(),
        hold_expires_at: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: "SeriesDate" });
export type SeriesDate = z.infer<typeof seriesDateSchema>;

export const seriesSchema = z
  .object({
    series_id: z.string(),
    sport: z.enum(SPORTS),
    customer: z.object({ name: z.string(), email: z.string(), member_id: z.string().nullable() }),
    courts: z.array(z.object({ id: z.number().int(), name: z.string() })),
    timeslot: z.object({ id: z.number().int(), start: clockTimeSchema, end: clockTimeSchema }),
    weekday: z.number().int().describe("ISO weekday: 1 Monday … 7 Sunday"),
    first_date: isoDateSchema,
    last_date: isoDateSchema,
    payment: z.enum(SERIES_PAYMENTS),
    created_by: z.enum(["staff", "member"]),
    created_at: z.string(),
    currency: z.string(),
    dates: z.array(seriesDateSchema),
  })
  .meta({ id: "Series" });
export type Series = z.infer<typeof seriesSchema>;

/** `POST …/series/{series_id}/cancel`: that date and every later one (default: every date not yet started). */
export const seriesCancelRequestSchema = z
  .object({ from_date: isoDateSchema.optional().describe("Cancel this date and all later ones") })
  .meta({ id: "SeriesCancelRequest" });
export type SeriesCancelRequest = z.infer<typeof seriesCancelRequestSchema>;

export const seriesParamsSchema = z.object({ series_id: z.uuid() });

/** Series paths the web app calls. */
export const seriesApiPaths = {
  adminPreview: (sport: Sport) => `/api/admin/${sport}/series/preview`,
  adminCreate: (sport: Sport) => `/api/admin/${sport}/series`,
  adminSeries: (sport: Sport, id: string) => `/api/admin/${sport}/series/${encodeURIComponent(id)}`,
  adminCancel: (sport: Sport, id: string) => `/api/admin/${sport}/series/${encodeURIComponent(id)}/cancel`,
  memberPreview: (sport: Sport) => `/api/${sportSettings[sport].api}/series/preview`,
  memberCreate: (sport: Sport) => `/api/${sportSettings[sport].api}/series`,
  memberSeries: (sport: Sport, id: string) => `/api/${sportSettings[sport].api}/series/${encodeURIComponent(id)}`,
  memberCancel: (sport: Sport, id: string) => `/api/${sportSettings[sport].api}/series/${encodeURIComponent(id)}/cancel`,
} as const;
