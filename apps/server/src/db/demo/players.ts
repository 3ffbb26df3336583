import { SPORTS } from "@courtside/contract";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { bookingPlayers, bookings, members, orders, playerLevels } from "../schema.ts";
import { demoMember } from "../seed-data.ts";
import { REGULARS } from "./names.ts";

/**
 * Of the demo member's played bookings, how many per sport have partners on them (the latest).
 * Tennis has four: the browser tests enter and confirm two results (e2e/match-results.spec.ts)
 * and dispute and settle two others (e2e/disputed-results.spec.ts), one per project each.
 */
const PLAYED_WITH_PARTNERS = { tennis: 4, padel: 2 } as const;
/** Self-rated levels (hundredths) of the demo member and the first regulars, per sport. */
const LEVELS = { tennis: [350, 400, 300, 350], padel: [300, 350, 350, 250] } as const;

/**
 * The social side of the demo club: the demo member and the first three regulars have rated
 * themselves, and the demo member's latest played bookings of each sport had the three as
 * players, so their results can be entered and confirmed (members sign in with the demo
 * password). Read from what the history wrote, in the seed's transaction: the same clock, the
 * same rows.
 */
export async function seedDemoPlayers(tx: Db, now: Date): Promise<void> {
  const people = await tx
    .select({ id: members.id, email: members.email, createdAt: members.createdAt })
    .from(members)
    .where(inArray(members.name, [demoMember.name, ...REGULARS.slice(0, 3)]))
    .orderBy(asc(members.memberNumber));
  const owner = people.find((p) => p.email === demoMember.email);
  const partners = people.filter((p) => p !== owner).slice(0, 3);
  if (!owner || partners.length < 3) return;
  for (const sport of SPORTS) {
    await tx.insert(playerLevels).values(
      [owner, ...partners].map((p, i) => ({
        memberId: p.id,
        sport,
        level: LEVELS[sport][i] as number,
        source: "self" as const,
        createdAt: p.createdAt,
      })),
    );
    const played = await tx
      .selectDistinct({ id: orders.id, createdAt: orders.createdAt, date: bookings.date })
      .from(orders)
      .innerJoin(bookings, eq(bookings.orderId, orders.id))
      .where(
        and(
          eq(orders.memberId, owner.id),
          eq(orders.sport, sport),
          eq(orders.status, "paid"),
          eq(orders.kind, "booking"),
          isNull(orders.parentOrderId),
          sql`upper(${bookings.during}) <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(bookings.date), desc(orders.createdAt))
      .limit(PLAYED_WITH_PARTNERS[sport]);
    for (const order of played) {
      await tx
        .insert(bookingPlayers)
        .values(partners.map((p) => ({ orderId: order.id, memberId: p.id, addedAt: order.createdAt })));
    }
  }
}
