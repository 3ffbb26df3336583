import type { Sport } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { facilityToday } from "../../facility-time.ts";
import { payerTier, type Tier } from "../booking-policy/tier.ts";
import { type BookingRules, bookingRules } from "../rules/service.ts";

/** Court-slots a member may wait for at once in a sport: their plan's own limit, else the sport's rule (0: no waitlist). */
export function waitlistLimit(tier: Tier, rules: BookingRules): number {
  const own = tier.kind === "plan" ? (tier.benefits?.maxWaitlist ?? null) : null;
  return own ?? rules.waitlistLimit;
}

/** The member's tier today, the sport's rules and what they allow on the waitlist. */
export async function waitlistTerms(db: Db, sport: Sport, memberId: string, now: Date, zone: string) {
  const [tier, rules] = await Promise.all([payerTier(db, sport, memberId, facilityToday(now, zone)), bookingRules(db, sport)]);
  return { tier, rules, limit: waitlistLimit(tier, rules) };
}
