import type { Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import { payerTier, type Tier } from "./tier.ts";

/** How long a member's tier is reused for what they are shown (grids, terms); orders always read it fresh. */
const SHOWN_TIER_MS = 10_000;

const remembered = new WeakMap<AppDeps, Map<string, { tier: Tier; until: number }>>();

/**
 * The tier whose prices and window a member is shown. Grid reads are the hottest path, so a
 * member's tier is remembered for a few seconds; a plan bought here is forgotten at once
 * (forgetShownTier), one bought through another instance shows within SHOWN_TIER_MS. What
 * a member pays is never decided from this: validateOrder reads the tier in the order's own
 * reads.
 */
export async function shownTier(deps: AppDeps, sport: Sport, memberId: string | null): Promise<Tier> {
  if (!memberId) return { kind: "guest" };
  let known = remembered.get(deps);
  if (!known) {
    known = new Map();
    remembered.set(deps, known);
  }
  const key = `${sport}|${memberId}`;
  const now = Date.now();
  const hit = known.get(key);
  if (hit && hit.until > now) return hit.tier;
  const tier = await payerTier(deps.database.db, sport, memberId, facilityToday(deps.clock.now(), deps.config.timezone));
  if (known.size > 10_000) known.clear();
  known.set(key, { tier, until: now + SHOWN_TIER_MS });
  return tier;
}

/** A member's plan changed on this instance: show its prices and window from the next request on. */
export function forgetShownTier(deps: AppDeps, memberId: string): void {
  const known = remembered.get(deps);
  if (!known) return;
  for (const key of [...known.keys()]) if (key.endsWith(`|${memberId}`)) known.delete(key);
}
