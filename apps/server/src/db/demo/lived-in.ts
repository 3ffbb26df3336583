import { SPORTS, type Sport } from "@courtside/contract";
import { asc, inArray } from "drizzle-orm";
import { facilityToday } from "../../facility-time.ts";
import type { Benefits } from "../../modules/booking-policy/tier.ts";
import type { Db } from "../client.ts";
import { addons, administrators, courts, membershipPlans, planBenefits, rules, timeslots } from "../schema.ts";
import { demoAdministrators } from "../seed-data.ts";
import type { DemoClub, DemoStaff, SportCatalog } from "./club.ts";
import { bookHistory } from "./history.ts";
import { type ClubSettings, DemoLedger, type DemoPlan } from "./ledger.ts";
import { DemoPeople } from "./people.ts";
import { choosePlanHolders } from "./plan-holders.ts";
import { DemoRandom } from "./random.ts";
import { bookUpcoming } from "./upcoming.ts";
import { writeClub } from "./write.ts";

/** The demo club's fixed seed: the same clock gives the same club, row for row. */
export const DEMO_SEED = 20_240_607;

export type LivedInSettings = Omit<ClubSettings, "holdMinutes"> & { passwordHash: string };

/**
 * Makes the freshly seeded demo facility look like a club in use: members, four weeks of
 * paid history, today and tomorrow partly booked, closures past and upcoming (history.ts,
 * upcoming.ts). Everything is dated from the injected clock in the facility's zone, drawn
 * from one seeded generator, and written in the caller's transaction.
 */
export async function seedLivedInClub(tx: Db, settings: LivedInSettings): Promise<void> {
  const random = new DemoRandom(DEMO_SEED);
  const catalog = await loadCatalog(tx);
  const staff = await loadStaff(tx);
  const ledger = new DemoLedger(random, { ...settings, holdMinutes: await loadHoldMinutes(tx) });
  const club: DemoClub = {
    random,
    ledger,
    people: new DemoPeople(random, settings.now),
    catalog,
    staff,
    today: facilityToday(settings.now, settings.zone),
    closures: [],
  };
  const holders = choosePlanHolders(club, await loadPlans(tx), new DemoRandom(DEMO_SEED + 1));
  await bookHistory(club);
  bookUpcoming(club);
  for (const { player, sold } of holders) club.ledger.sellPlan(player, sold);
  await writeClub(tx, club, settings.passwordHash);
}

async function loadCatalog(tx: Db): Promise<Record<Sport, SportCatalog>> {
  const courtRows = await tx.select().from(courts).orderBy(asc(courts.sortOrder), asc(courts.id));
  const slotRows = await tx.select().from(timeslots).orderBy(asc(timeslots.startTime), asc(timeslots.id));
  const addonRows = await tx.select().from(addons).orderBy(asc(addons.group), asc(addons.id));
  const of = (sport: Sport): SportCatalog => ({
    courts: courtRows.filter((c) => c.sport === sport).map((c) => ({ id: c.id, name: c.name })),
    slots: slotRows.filter((s) => s.sport === sport),
    addons: addonRows.filter((a) => a.sport === sport),
  });
  return Object.fromEntries(SPORTS.map((sport) => [sport, of(sport)])) as Record<Sport, SportCatalog>;
}

/** The owner closes tennis courts; the tennis desk and the padel manager take their sport's bookings. */
async function loadStaff(tx: Db): Promise<DemoStaff> {
  const rows = await tx
    .select({ id: administrators.id, email: administrators.email, role: administrators.role, sports: administrators.sports })
    .from(administrators)
    .where(
      inArray(
        administrators.email,
        demoAdministrators.map((a) => a.email),
      ),
    );
  const find = (role: string, sport: Sport) => rows.find((r) => r.role === role && r.sports.includes(sport))?.id;
  const ownerId = find("owner", "tennis");
  const tennisDesk = find("desk", "tennis");
  const padelManager = find("manager", "padel");
  if (!ownerId || !tennisDesk || !padelManager) throw new Error("the demo administrators are missing");
  return { ownerId, deskId: { tennis: tennisDesk, padel: padelManager } };
}

/** The plans on sale, with each sport's benefits as the booking policy reads them. */
async function loadPlans(tx: Db): Promise<DemoPlan[]> {
  const [plans, benefits] = await Promise.all([
    tx.select().from(membershipPlans).orderBy(asc(membershipPlans.id)),
    tx.select().from(planBenefits),
  ]);
  return plans.map((plan) => {
    const of = (sport: Sport) => {
      const row = benefits.find((b) => b.planId === plan.id && b.sport === sport);
      if (!row) throw new Error(`demo plan ${plan.name} has no ${sport} benefits`);
      const { planId: _plan, sport: _sport, ...rest } = row;
      return rest;
    };
    return { ...plan, benefits: Object.fromEntries(SPORTS.map((sport) => [sport, of(sport)])) as Record<Sport, Benefits> };
  });
}

async function loadHoldMinutes(tx: Db): Promise<Record<Sport, number>> {
  const rows = await tx.select().from(rules);
  const of = (sport: Sport) => rows.find((r) => r.sport === sport)?.holdMinutes ?? 15;
  return { tennis: of("tennis"), padel: of("padel") };
}
