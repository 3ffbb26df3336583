import {
  type AdminPlan,
  type PlanBenefit,
  type PlanCreateRequest,
  type PlanPeriod,
  SPORTS,
  type Sport,
} from "@courtside/contract";

/**
 * The numeric fields of a benefit as the form holds them: text, "" for none. The middle of each
 * is its label's key in the catalogue (`memberships.benefitField.…`).
 */
export const BENEFIT_FIELDS = [
  ["court_price", "courtPrice", "money"],
  ["weekend_court_price", "weekendCourtPrice", "money"],
  ["percent_off", "percentOff", "count"],
  ["window_days", "windowDays", "count"],
  ["priority_hours", "priorityHours", "count"],
  ["max_upcoming", "maxUpcoming", "count"],
  ["max_per_day", "maxPerDay", "count"],
  ["max_per_week", "maxPerWeek", "count"],
  ["max_unpaid_holds", "maxUnpaidHolds", "count"],
  ["max_waitlist", "maxWaitlist", "count"],
  ["guests", "guests", "count"],
] as const;
export type BenefitField = (typeof BENEFIT_FIELDS)[number][0];

export type PlanDraft = {
  name: string;
  description: string;
  price: string;
  period: PlanPeriod;
  active: boolean;
  benefits: Record<Sport, { on: boolean } & Record<BenefitField, string>>;
};

const emptyBenefit = () => Object.fromEntries(BENEFIT_FIELDS.map(([f]) => [f, ""])) as Record<BenefitField, string>;

const major = (minor: number) => (minor / 100).toFixed(2);

/** A plan (or a new one) as the form's draft. */
export function draftOf(plan: AdminPlan | null): PlanDraft {
  const benefits = Object.fromEntries(
    SPORTS.map((sport) => {
      const b = plan?.benefits.find((x) => x.sport === sport);
      const fields = emptyBenefit();
      if (b)
        for (const [f, , kind] of BENEFIT_FIELDS) {
          const v = b[f];
          fields[f] = v === null ? "" : kind === "money" ? major(v) : String(v);
        }
      return [sport, { on: Boolean(b), ...fields }];
    }),
  ) as PlanDraft["benefits"];
  return {
    name: plan?.name ?? "",
    description: plan?.description ?? "",
    price: plan ? major(plan.price) : "",
    period: plan?.period ?? "month",
    active: plan?.active ?? true,
    benefits,
  };
}

/** Text → the number sent: money in cents, counts as typed; "" is null. The server checks the rest and names the field. */
function numberOf(text: string, kind: "money" | "count"): number | null {
  const t = text.trim().replace(",", ".");
  if (t === "") return null;
  const n = Number(t);
  return kind === "money" ? Math.round(n * 100) : n;
}

/** The request body of a draft; a sport left off gives no benefits there. */
export function bodyOf(draft: PlanDraft): PlanCreateRequest {
  const benefits = SPORTS.filter((s) => draft.benefits[s].on).map((sport) => {
    const fields = draft.benefits[sport];
    const b: Record<string, unknown> = { sport };
    for (const [f, , kind] of BENEFIT_FIELDS) b[f] = numberOf(fields[f], kind);
    b.priority_hours = b.priority_hours ?? 0;
    b.guests = b.guests ?? 0;
    return b as PlanBenefit;
  });
  return {
    name: draft.name,
    description: draft.description,
    price: numberOf(draft.price, "money") ?? Number.NaN,
    period: draft.period,
    active: draft.active,
    benefits,
  };
}
