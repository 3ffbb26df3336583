/** Membership plans, buying and holding one (DESIGN.md "Memberships and rules"; issue #11). */
import { z } from "zod";
import { MAX_PRICE } from "./admin-catalog.ts";
import { idSchema, isoDateSchema, multiLineText, singleLineText } from "./common.ts";
import { SPORTS } from "./sports.ts";

export const PLAN_PERIODS = ["month", "quarter", "year"] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const PLAN_PERIOD_LABELS: Record<PlanPeriod, string> = { month: "month", quarter: "quarter", year: "year" };

/** The built-in tier of a member without an active membership on a date (no rows, today's member rules). */
export const REGISTERED_PLAYER = "Registered player";

/** Bounds of a benefit (the database checks the same lower bounds). */
export const MAX_WINDOW_DAYS = 731;
export const MAX_PRIORITY_HOURS = 336;
const MAX_LIMIT = 1000;
const MAX_GUESTS = 20;

const money = (what: string) =>
  z
    .number({ error: `Enter the ${what} in cents.` })
    .int({ error: `The ${what} is a whole number of cents.` })
    .min(0, { error: `The ${what} cannot be negative.` })
    .max(MAX_PRICE, { error: `The ${what} is too high.` });

const wholeBetween = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what} as a whole number.` })
    .int({ error: `Enter ${what} as a whole number.` })
    .min(min, { error: `${what[0]?.toUpperCase()}${what.slice(1)} must be at least ${min}.` })
    .max(max, { error: `${what[0]?.toUpperCase()}${what.slice(1)} must be at most ${max}.` });

/** A limit: at least 1, or null for "no limit of the plan's own". */
const limit = (what: string) => wholeBetween(what, 1, MAX_LIMIT).nullable().default(null);

/** What a plan gives in one sport; a sport left out books as a registered player. */
export const planBenefitSchema = z
  .object({
    sport: z.enum(SPORTS, { error: "Choose tennis or padel." }),
    court_price: money("court price").nullable().default(null).describe("Per court and timeslot on weekdays"),
    percent_off: wholeBetween("the percentage off", 0, 100)
      .nullable()
      .default(null)
      .describe("Off the guest price, instead of a court price"),
    weekend_court_price: money("weekend court price")
      .nullable()
      .default(null)
      .describe("Saturdays and Sundays; null: court_price"),
    window_days: wholeBetween("the booking window", 1, MAX_WINDOW_DAYS)
      .nullable()
      .default(null)
      .describe("Days ahead this plan may book; null: the sport's total_days"),
    priority_hours: wholeBetween("the priority", 0, MAX_PRIORITY_HOURS)
      .default(0)
      .describe("Hours before everyone else a date opens"),
    max_upcoming: limit("the most upcoming bookings"),
    max_per_day: limit("the most bookings per day"),
    max_per_week: limit("the most bookings per week"),
    max_unpaid_holds: limit("the most unpaid holds"),
    max_waitlist: limit("the most court-slots on the waitlist").describe("Null: the sport's waitlist_limit"),
    guests: wholeBetween("the number of guests", 0, MAX_GUESTS).default(0),
  })
  .refine((b) => b.court_price === null || b.percent_off === null, {
    message: "Give a court price or a percentage off the guest price, not both.",
    path: ["percent_off"],
  })
  .refine((b) => b.weekend_court_price === null || b.court_price !== null, {
    message: "A weekend court price needs a weekday court price.",
    path: ["weekend_court_price"],
  })
  .meta({ id: "PlanBenefit" });
export type PlanBenefit = z.output<typeof planBenefitSchema>;
export type PlanBenefitInput = z.input<typeof planBenefitSchema>;

const benefitsSchema = z
  .array(planBenefitSchema, { error: "Send the benefits as a list, one per sport." })
  .max(SPORTS.length)
  .refine((list) => new Set(list.map((b) => b.sport)).size === list.length, "Give each sport's benefits once.");

const planFields = {
  name: singleLineText("name", "Enter a name.")
    .trim()
    .min(1, { error: "Enter a name." })
    .max(80, { error: "The name is at most 80 characters." }),
  description: multiLineText("description").trim().max(1000, { error: "The description is at most 1000 characters." }),
  price: money("price"),
  period: z.enum(PLAN_PERIODS, { error: "Choose a period: month, quarter or year." }),
  active: z.boolean({ error: "Say whether the plan is on sale." }),
  benefits: benefitsSchema,
};

/** `POST /api/admin/plans`. */
export const planCreateRequestSchema = z
  .object({ ...planFields, description: planFields.description.default(""), active: planFields.active.default(true) })
  .meta({ id: "PlanCreateRequest" });
export type PlanCreateRequest = z.input<typeof planCreateRequestSchema>;
export type PlanCreateInput = z.output<typeof planCreateRequestSchema>;

/** `PATCH /api/admin/plans/{plan_id}`: what is sent changes; benefits, when sent, replace the plan's. */
export const planUpdateRequestSchema = z
  .object(planFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change.")
  .meta({ id: "PlanUpdateRequest" });
export type PlanUpdateRequest = z.input<typeof planUpdateRequestSchema>;
export type PlanUpdateInput = z.output<typeof planUpdateRequestSchema>;

/** A plan as members see it. */
export const planSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    currency: z.string(),
    period: z.enum(PLAN_PERIODS),
    active: z.boolean(),
    benefits: z.array(planBenefitSchema),
  })
  .meta({ id: "Plan" });
export type Plan = z.infer<typeof planSchema>;

/** `GET /api/plans`: the plans on sale. */
export const planListSchema = z.object({ data: z.array(planSchema) }).meta({ id: "PlanList" });
export type PlanList = z.infer<typeof planListSchema>;

/** A plan in the back office: with how many memberships run on it now. */
export const adminPlanSchema = planSchema
  .extend({ active_memberships: z.number().int().describe("Memberships active today or later") })
  .meta({ id: "AdminPlan" });
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.object({ data: z.array(adminPlanSchema) }).meta({ id: "AdminPlanList" });
export type AdminPlanList = z.infer<typeof adminPlanListSchema>;

export const planParamsSchema = z.object({ plan_id: z.coerce.number().pipe(idSchema) });
export const membershipParamsSchema = z.object({ membership_id: z.uuid() });

/** `POST /api/memberships` (member token, Idempotency-Key). */
export const membershipBuyRequestSchema = z
  .object({ plan_id: z.number({ error: "Choose a plan." }).pipe(idSchema) })
  .meta({ id: "MembershipBuyRequest" });
export type MembershipBuyRequest = z.infer<typeof membershipBuyRequestSchema>;

export const MEMBERSHIP_STATUSES = ["pending", "active", "cancelled"] as const;

/** One payment of a membership's order. */
export const membershipPaymentSchema = z
  .object({
    inv: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    date: z.string().describe("When it was ordered, or paid (ISO 8601)"),
    status: z.enum(["pending", "paid", "expired", "cancelled", "refunded"]),
    refunded: z.number().int().describe("Returned to the payer so far"),
    paymentlink: z.string().nullable().describe("While pending: where to pay"),
  })
  .meta({ id: "MembershipPayment" });
export type MembershipPayment = z.infer<typeof membershipPaymentSchema>;

export const membershipSchema = z
  .object({
    id: z.string(),
    status: z.enum(MEMBERSHIP_STATUSES),
    plan: planSchema,
    starts_on: isoDateSchema.nullable().describe("Inclusive, facility date; null while pending"),
    ends_on: isoDateSchema.nullable().describe("Exclusive: the first day back on the registered player tier"),
    order_id: z.string().nullable(),
    payments: z.array(membershipPaymentSchema),
  })
  .meta({ id: "Membership" });
export type Membership = z.infer<typeof membershipSchema>;

/** `GET /api/memberships/me`. */
export const myMembershipSchema = z
  .object({
    member_number: z.number().int(),
    name: z.string(),
    tier: z.string().describe(`The plan in force today, or "${REGISTERED_PLAYER}"`),
    current: membershipSchema.nullable(),
    upcoming: z.array(membershipSchema).describe("Paid plans that start later, and purchases awaiting payment"),
  })
  .meta({ id: "MyMembership" });
export type MyMembership = z.infer<typeof myMembershipSchema>;

/** `POST /api/admin/memberships`: a plan sold and paid at the desk. */
export const deskMembershipRequestSchema = z
  .object({
    member_id: z.uuid({ error: "Choose a member from the lookup." }),
    plan_id: z.number({ error: "Choose a plan." }).pipe(idSchema),
  })
  .meta({ id: "DeskMembershipRequest" });
export type DeskMembershipRequest = z.infer<typeof deskMembershipRequestSchema>;

/** `POST /api/admin/memberships/{membership_id}/cancel`. */
export const adminMembershipCancelRequestSchema = z
  .object({
    refund: z
      .enum(["none", "pro_rata"], { error: "Choose none or pro_rata." })
      .default("none")
      .describe("pro_rata: the whole unused days back, computed by the server"),
  })
  .meta({ id: "AdminMembershipCancelRequest" });
export type AdminMembershipCancelRequest = z.input<typeof adminMembershipCancelRequestSchema>;

/** A membership as staff see it after a sale or a cancellation. */
export const adminMembershipSchema = membershipSchema
  .extend({ member_id: z.string(), refunded: z.number().int().describe("Returned by this change (0: none)") })
  .meta({ id: "AdminMembership" });
export type AdminMembership = z.infer<typeof adminMembershipSchema>;

export const membershipApiPaths = {
  plans: "/api/plans",
  buy: "/api/memberships",
  mine: "/api/memberships/me",
  cancel: (id: string) => `/api/memberships/${encodeURIComponent(id)}/cancel`,
  adminPlans: "/api/admin/plans",
  adminPlan: (id: number) => `/api/admin/plans/${id}`,
  adminMemberships: "/api/admin/memberships",
  adminCancel: (id: string) => `/api/admin/memberships/${encodeURIComponent(id)}/cancel`,
} as const;
