/** Membership plans, buying and holding one (DESIGN.md "Memberships and rules"; issue #11). */
import { z } from "zod";
import { MAX_PRICE } from "./admin-catalog.ts";
import { idSchema, isoDateSchema, multiLineText, singleLineText } from "./common.ts";
import { SPORTS } from "./sports.ts";
import { type ContractKey, field, say } from "./wording.ts";

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

const money = (what: "price" | "courtPrice" | "weekendCourtPrice") =>
  z
    .number({ error: say("contract.money.enterCents", { field: field(what) }) })
    .int({ error: say("contract.money.wholeCents", { field: field(what) }) })
    .min(0, { error: say("contract.money.notNegative", { field: field(what) }) })
    .max(MAX_PRICE, { error: say("contract.money.tooHigh", { field: field(what) }) });

/** A benefit's name in the messages ("the booking window"). */
type Benefit = ContractKey extends infer K ? (K extends `contract.benefit.${infer Name}` ? Name : never) : never;

const wholeBetween = (what: Benefit, min: number, max: number) => {
  const benefit = { key: `contract.benefit.${what}` } as const;
  return z
    .number({ error: say("contract.benefit.whole", { field: benefit }) })
    .int({ error: say("contract.benefit.whole", { field: benefit }) })
    .min(min, { error: say("contract.benefit.atLeast", { field: benefit, min }) })
    .max(max, { error: say("contract.benefit.atMost", { field: benefit, max }) });
};

/** A limit: at least 1, or null for "no limit of the plan's own". */
const limit = (what: Benefit) => wholeBetween(what, 1, MAX_LIMIT).nullable().default(null);

/** What a plan gives in one sport; a sport left out books as a registered player. */
export const planBenefitSchema = z
  .object({
    sport: z.enum(SPORTS, { error: say("contract.plan.sport") }),
    court_price: money("courtPrice").nullable().default(null).describe("Per court and timeslot on weekdays"),
    percent_off: wholeBetween("percentOff", 0, 100)
      .nullable()
      .default(null)
      .describe("Off the guest price, instead of a court price"),
    weekend_court_price: money("weekendCourtPrice").nullable().default(null).describe("Saturdays and Sundays; null: court_price"),
    window_days: wholeBetween("bookingWindow", 1, MAX_WINDOW_DAYS)
      .nullable()
      .default(null)
      .describe("Days ahead this plan may book; null: the sport's total_days"),
    priority_hours: wholeBetween("priority", 0, MAX_PRIORITY_HOURS)
      .default(0)
      .describe("Hours before everyone else a date opens"),
    max_upcoming: limit("maxUpcoming"),
    max_per_day: limit("maxPerDay"),
    max_per_week: limit("maxPerWeek"),
    max_unpaid_holds: limit("maxUnpaidHolds"),
    max_waitlist: limit("maxWaitlist").describe("Null: the sport's waitlist_limit"),
    guests: wholeBetween("guests", 0, MAX_GUESTS).default(0),
  })
  .refine((b) => b.court_price === null || b.percent_off === null, {
    error: say("contract.plan.priceOrPercent"),
    path: ["percent_off"],
  })
  .refine((b) => b.weekend_court_price === null || b.court_price !== null, {
    error: say("contract.plan.weekendNeedsWeekday"),
    path: ["weekend_court_price"],
  })
  .meta({ id: "PlanBenefit" });
export type PlanBenefit = z.output<typeof planBenefitSchema>;
export type PlanBenefitInput = z.input<typeof planBenefitSchema>;

const benefitsSchema = z
  .array(planBenefitSchema, { error: say("contract.plan.benefitsList") })
  .max(SPORTS.length)
  .refine((list) => new Set(list.map((b) => b.sport)).size === list.length, { error: say("contract.plan.sportOnce") });

const enterName = say("contract.text.enter", { field: field("name") });

const planFields = {
  name: singleLineText("name", enterName)
    .trim()
    .min(1, { error: enterName })
    .max(80, { error: say("contract.text.atMost", { field: field("name"), max: 80 }) }),
  description: multiLineText("description")
    .trim()
    .max(1000, { error: say("contract.text.atMost", { field: field("description"), max: 1000 }) }),
  price: money("price"),
  period: z.enum(PLAN_PERIODS, { error: say("contract.plan.period") }),
  active: z.boolean({ error: say("contract.plan.onSale") }),
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
  .refine((body) => Object.keys(body).length > 0, { error: say("contract.update.nothing") })
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
  .object({ plan_id: z.number({ error: say("contract.plan.choose") }).pipe(idSchema) })
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
    member_id: z.uuid({ error: say("contract.member.fromLookup") }),
    plan_id: z.number({ error: say("contract.plan.choose") }).pipe(idSchema),
  })
  .meta({ id: "DeskMembershipRequest" });
export type DeskMembershipRequest = z.infer<typeof deskMembershipRequestSchema>;

/** `POST /api/admin/memberships/{membership_id}/cancel`. */
export const adminMembershipCancelRequestSchema = z
  .object({
    refund: z
      .enum(["none", "pro_rata"], { error: say("contract.membership.refund") })
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
