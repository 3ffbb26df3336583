import { SPORTS } from "@courtside/contract";
import type { Db } from "../client.ts";
import { creditPacks, membershipPlans, planBenefits } from "../schema.ts";

type DemoPlan = {
  plan: Omit<typeof membershipPlans.$inferInsert, "id" | "createdAt">;
  /** The same benefits in each sport. */
  benefits: Omit<typeof planBenefits.$inferInsert, "planId" | "sport">;
};

/**
 * Two plans on sale at the demo club, so the membership page has something to buy and the
 * booking pages something to show: a monthly plan a little cheaper and two weeks ahead, and a
 * quarterly one cheaper still, three weeks ahead, opening dates half a day early. Nobody holds
 * one yet: the demo member can buy one on the demo checkout and see their prices change.
 */
const DEMO_PLANS: DemoPlan[] = [
  {
    plan: {
      name: "Club",
      description: "A quarter off the guest price, two weeks ahead, for those who play every week.",
      price: 3000,
      period: "month",
    },
    benefits: { percentOff: 25, windowDays: 14, priorityHours: 2, maxPerDay: 2, maxPerWeek: 6 },
  },
  {
    plan: {
      name: "Club Plus",
      description: "Forty per cent off, three weeks ahead, dates open at noon the day before, and a guest of your own.",
      price: 7500,
      period: "quarter",
    },
    benefits: { percentOff: 40, windowDays: 21, priorityHours: 12, maxPerDay: 3, maxPerWeek: 10, maxUnpaidHolds: 6, guests: 1 },
  },
];

export async function seedDemoPlans(tx: Db, createdAt: Date): Promise<void> {
  for (const { plan, benefits } of DEMO_PLANS) {
    const [row] = await tx
      .insert(membershipPlans)
      .values({ ...plan, createdAt })
      .returning({ id: membershipPlans.id });
    if (!row) throw new Error("demo plan not written");
    await tx.insert(planBenefits).values(SPORTS.map((sport) => ({ planId: row.id, sport, ...benefits })));
  }
}

/** Two top-up packs on sale: a little extra for paying ahead (the bigger one's credit lapses after a year). */
export async function seedDemoPacks(tx: Db, createdAt: Date): Promise<void> {
  await tx.insert(creditPacks).values([
    { name: "Pay 50, get 55", price: 5000, credit: 5500, createdAt },
    { name: "Pay 100, get 115", price: 10000, credit: 11500, validDays: 365, createdAt },
  ]);
}
