import type { Sport } from "@courtside/contract";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { membershipPlans, memberships, planBenefits } from "../../db/schema.ts";

/** What a plan gives in one sport (schema/memberships.ts); null limits are no limit of the plan's own. */
export type Benefits = {
  courtPrice: number | null;
  percentOff: number | null;
  weekendCourtPrice: number | null;
  windowDays: number | null;
  priorityHours: number;
  maxUpcoming: number | null;
  maxPerDay: number | null;
  maxPerWeek: number | null;
  maxUnpaidHolds: number | null;
  guests: number;
};

/**
 * Whom the booking policy decides for (DESIGN.md "One booking policy"): a guest, a registered
 * player (a member with no plan today), or a member whose plan is active today. A plan with
 * no benefits in the sport books it as a registered player would, under the plan's name.
 */
export type Tier =
  | { kind: "guest" }
  | { kind: "registered"; memberId: string }
  | { kind: "plan"; memberId: string; planId: number; planName: string; benefits: Benefits | null };

export const GUEST: Tier = { kind: "guest" };

export function tierName(tier: Tier): string {
  if (tier.kind === "plan") return tier.planName;
  return tier.kind === "guest" ? "Guest" : "Registered player";
}

/**
 * The tier of a payer for a sport on `today` (facility zone): one indexed query for a
 * member, none for a guest. A membership counts from starts_on to the day before ends_on;
 * the day it ends the member is a registered player again.
 */
export async function payerTier(db: Db, sport: Sport, memberId: string | null, today: string): Promise<Tier> {
  if (!memberId) return GUEST;
  const [row] = await db
    .select({
      planId: membershipPlans.id,
      planName: membershipPlans.name,
      // Flat, not nested: drizzle nulls a nested left-joined object when its first column is null.
      hasBenefits: sql<boolean>`${planBenefits.planId} is not null`,
      courtPrice: planBenefits.courtPrice,
      percentOff: planBenefits.percentOff,
      weekendCourtPrice: planBenefits.weekendCourtPrice,
      windowDays: planBenefits.windowDays,
      priorityHours: planBenefits.priorityHours,
      maxUpcoming: planBenefits.maxUpcoming,
      maxPerDay: planBenefits.maxPerDay,
      maxPerWeek: planBenefits.maxPerWeek,
      maxUnpaidHolds: planBenefits.maxUnpaidHolds,
      guests: planBenefits.guests,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .leftJoin(planBenefits, and(eq(planBenefits.planId, memberships.planId), eq(planBenefits.sport, sport)))
    .where(
      and(
        eq(memberships.memberId, memberId),
        eq(memberships.status, "active"),
        lte(memberships.startsOn, today),
        gt(memberships.endsOn, today),
      ),
    )
    .limit(1);
  if (!row) return { kind: "registered", memberId };
  const { planId, planName, hasBenefits, ...benefits } = row;
  return { kind: "plan", memberId, planId, planName, benefits: hasBenefits ? (benefits as Benefits) : null };
}

/** The plan's own cap on unpaid court-slots in the sport, if it sets one. */
export function planHoldLimit(tier: Tier): number | null {
  return tier.kind === "plan" ? (tier.benefits?.maxUnpaidHolds ?? null) : null;
}

/**
 * A key that changes whenever the prices a tier sees change: cached grids are kept per key,
 * so editing a plan's prices makes new entries instead of serving old ones.
 */
export function priceKey(tier: Tier): string {
  if (tier.kind !== "plan" || !tier.benefits) return tier.kind === "guest" ? "guest" : "member";
  const { courtPrice, percentOff, weekendCourtPrice } = tier.benefits;
  if (courtPrice === null && percentOff === null) return "member";
  return `plan:${courtPrice ?? ""}:${percentOff ?? ""}:${weekendCourtPrice ?? ""}`;
}
