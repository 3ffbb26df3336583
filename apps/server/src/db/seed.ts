import { SPORTS } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { hashPassword } from "../modules/auth/passwords.ts";
import type { Db } from "./client.ts";
import { addonModules, addons, administrators, courts, members, rules, timeslots } from "./schema.ts";
import { DEMO_PASSWORD, demoAdministrators, demoAreas, demoMember, slotTimes } from "./seed-data.ts";

/** Seeds the demo facility when the database holds no courts yet. Returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
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
    await tx
      .insert(administrators)
      .values(demoAdministrators.map((a) => ({ ...a, passwordHash })))
      .onConflictDoNothing();
    await tx
      .insert(members)
      .values({ ...demoMember, passwordHash })
      .onConflictDoNothing();
  });
  return true;
}
