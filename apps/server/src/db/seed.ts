import { SPORTS } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { hashPassword } from "../modules/auth/passwords.ts";
import type { Db } from "./client.ts";
import { DEMO_SEED, type LivedInSettings, seedLivedInClub } from "./demo/lived-in.ts";
import { seedDemoPacks, seedDemoPlans } from "./demo/plans.ts";
import { seedDemoPlayers } from "./demo/players.ts";
import { DemoRandom } from "./demo/random.ts";
import { addonModules, addons, administrators, courts, rules, timeslots } from "./schema.ts";
import { DEMO_PASSWORD, demoAdministrators, demoAreas, slotTimes } from "./seed-data.ts";

/** What the demo club is dated and priced by: the injected clock, the facility's zone and the server's settings. */
export type DemoSettings = Omit<LivedInSettings, "passwordHash">;

/** The demo administrators have run the club for a little over a year. */
const ADMINISTRATORS_SINCE_DAYS = 400;

/**
 * Seeds the demo facility when the database holds no courts yet, in one transaction: the
 * catalog and the demo accounts, then the club in use around them (demo/lived-in.ts).
 * Returns whether it did.
 */
export async function seedDemo(db: Db, settings: DemoSettings): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courts);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const sport of SPORTS) {
      const area = demoAreas[sport];
      await tx.insert(rules).values({ sport, totalDays: 12, holdMinutes: 15, cancelHours: 24 }).onConflictDoNothing();
      await tx.insert(courts).values(area.courts.map((c, i) => ({ ...c, sport, sortOrder: i + 1 })));
      await tx.insert(timeslots).values(
        slotTimes(area).map((s) => ({
          sport,
          startTime: s.start,
          endTime: s.end,
          priceMember: area.prices.member,
          priceGuest: area.prices.guest,
          weekendPriceMember: area.prices.weekendMember,
          weekendPriceGuest: area.prices.weekendGuest,
        })),
      );
      await tx.insert(addons).values(area.addons.map((a) => ({ ...a, sport, module: "addons" as const })));
      const [module] = await tx
        .insert(addonModules)
        .values({ sport, name: area.module.name, description: area.module.description })
        .returning();
      await tx
        .insert(addons)
        .values(area.module.addons.map((a) => ({ ...a, sport, module: "multi-addons" as const, moduleId: module?.id })));
    }
    // Fixed ids and dates, as everything the demo writes: one clock, the same rows.
    const ids = new DemoRandom(DEMO_SEED - 1);
    const createdAt = new Date(settings.now.getTime() - ADMINISTRATORS_SINCE_DAYS * 86_400_000);
    await tx
      .insert(administrators)
      .values(demoAdministrators.map((a) => ({ ...a, id: ids.uuid(), passwordHash, createdAt })))
      .onConflictDoNothing();
    await seedDemoPlans(tx, createdAt);
    await seedDemoPacks(tx, createdAt);
    await seedLivedInClub(tx, { ...settings, passwordHash });
    await seedDemoPlayers(tx, settings.now);
  });
  return true;
}
