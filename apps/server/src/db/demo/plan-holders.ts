import { addDays, facilityInstant } from "../../facility-time.ts";
import { addPeriod } from "../../modules/memberships/periods.ts";
import type { DemoClub } from "./club.ts";
import type { DemoMembership, DemoPlan } from "./ledger.ts";
import type { DemoPlayer } from "./people.ts";
import type { DemoRandom } from "./random.ts";

/** Regulars on the monthly plan, then on the quarterly one; the demo member holds none (they can buy one). */
const HOLDERS = { monthly: 5, quarterly: 3 };

export type PlanHolder = { player: DemoPlayer; sold: DemoMembership };

/**
 * Some regulars hold a plan, sold at the desk by the owner: the monthly one started in the
 * last four weeks, the quarterly one in the last three months, so both run today and the
 * customers page, the desk and the dashboard show plan members. Drawn from a generator of
 * their own (`random`), so the rest of the club is the same row for row; their bookings made while a
 * plan ran are at its prices (ledger.planRuns), and the sales are written after them.
 */
export function choosePlanHolders(club: DemoClub, plans: DemoPlan[], random: DemoRandom): PlanHolder[] {
  const [monthly, quarterly] = [plans.find((p) => p.period === "month"), plans.find((p) => p.period === "quarter")];
  if (!monthly || !quarterly) return [];
  const zone = club.ledger.club.zone;
  const holders = club.people.regulars.slice(0, HOLDERS.monthly + HOLDERS.quarterly).map((player, i) => {
    const plan = i < HOLDERS.monthly ? monthly : quarterly;
    const startsOn = addDays(club.today, -(plan === monthly ? random.int(2, 26) : random.int(20, 80)));
    const soldAt = facilityInstant(startsOn, `${pad(random.int(9, 20))}:${pad(random.int(0, 59))}`, zone);
    const sold = { plan, startsOn, endsOn: addPeriod(startsOn, plan.period), soldAt, adminId: club.staff.ownerId };
    if (player.memberId) club.ledger.planPrices.runs(player.memberId, sold);
    return { player, sold };
  });
  return holders;
}

const pad = (n: number) => String(n).padStart(2, "0");
