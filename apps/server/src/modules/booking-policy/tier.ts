import type { Sport } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { type ActiveMembership, activeMembershipOn, activeMembershipsOn } from "../memberships/active-membership.ts";
import type { BenefitRow } from "../memberships/plan-queries.ts";

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
  maxWaitlist: number | null;
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
 * member (the memberships module's activeMembershipOn), none for a guest. A membership counts
 * from starts_on to the day before ends_on; the day it ends the member is a registered
 * player again.
 */
export async function payerTier(db: Db, sport: Sport, memberId: string | null, today: string): Promise<Tier> {
  if (!memberId) return GUEST;
  return tierOf(sport, memberId, await activeMembershipOn(db, memberId, today));
}

/** payerTier for many members in one query (a release draw's entrants), keyed by member. */
export async function payerTiers(db: Db, sport: Sport, memberIds: string[], today: string): Promise<Map<string, Tier>> {
  const active = await activeMembershipsOn(db, memberIds, today);
  return new Map(memberIds.map((memberId) => [memberId, tierOf(sport, memberId, active.get(memberId) ?? null)]));
}

function tierOf(sport: Sport, memberId: string, active: ActiveMembership | null): Tier {
  if (!active) return { kind: "registered", memberId };
  const row = active.benefits.find((b) => b.sport === sport);
  const benefits = row ? benefitsOf(row) : null;
  return { kind: "plan", memberId, planId: active.plan.id, planName: active.plan.name, benefits };
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

/** A benefit row less its keys: what the policy reads. */
function benefitsOf({ planId: _plan, sport: _sport, ...benefits }: BenefitRow): Benefits {
  return benefits;
}
