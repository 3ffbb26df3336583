import type { Plan, PlanBenefit, PlanCreateInput } from "@courtside/contract";
import type { planBenefits } from "../../db/schema.ts";
import type { BenefitRow, PlanWithBenefits } from "./plan-queries.ts";

/** The only shape in which a benefit leaves the server. */
export function presentBenefit(row: BenefitRow): PlanBenefit {
  return {
    sport: row.sport,
    court_price: row.courtPrice,
    percent_off: row.percentOff,
    weekend_court_price: row.weekendCourtPrice,
    window_days: row.windowDays,
    priority_hours: row.priorityHours,
    max_upcoming: row.maxUpcoming,
    max_per_day: row.maxPerDay,
    max_per_week: row.maxPerWeek,
    max_unpaid_holds: row.maxUnpaidHolds,
    max_waitlist: row.maxWaitlist,
    guests: row.guests,
  };
}

export function presentPlan(plan: PlanWithBenefits, currency: string): Plan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency,
    period: plan.period,
    active: plan.active,
    benefits: plan.benefits.map(presentBenefit),
  };
}

/** A benefit as the row to insert. */
export function benefitRow(planId: number, b: PlanCreateInput["benefits"][number]): typeof planBenefits.$inferInsert {
  return {
    planId,
    sport: b.sport,
    courtPrice: b.court_price,
    percentOff: b.percent_off,
    weekendCourtPrice: b.weekend_court_price,
    windowDays: b.window_days,
    priorityHours: b.priority_hours,
    maxUpcoming: b.max_upcoming,
    maxPerDay: b.max_per_day,
    maxPerWeek: b.max_per_week,
    maxUnpaidHolds: b.max_unpaid_holds,
    maxWaitlist: b.max_waitlist,
    guests: b.guests,
  };
}
