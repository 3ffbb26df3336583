import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { membershipPlans, memberships } from "../../db/schema.ts";
import { facilityToday } from "../../facility-time.ts";
import { addPeriod } from "./periods.ts";

export type MembershipRow = typeof memberships.$inferSelect;

/**
 * Serialises every change to one member's memberships (activation, cancellation) across
 * instances; the exclusion constraint would refuse an overlap anyway, this makes the second
 * purchase wait and start after the first instead of failing.
 */
export async function lockMember(tx: Db, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`courtside.membership.${memberId}`}, 0))`);
}

/**
 * A pending membership becomes active, in the caller's transaction (the payment's or the
 * desk sale's): it starts today in the facility's zone, or, when the member already holds a
 * plan that ends later, the day that one ends (chained after the last); it ends one period
 * later. Answers the membership as it is now (unchanged when it was not pending).
 */
export async function activatePending(tx: Db, membershipId: string, now: Date, zone: string): Promise<MembershipRow | undefined> {
  const [pending] = await tx.select().from(memberships).where(eq(memberships.id, membershipId));
  if (!pending) return undefined;
  await lockMember(tx, pending.memberId);
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for("update");
  if (row?.status !== "pending") return row;
  const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, row.planId));
  if (!plan) throw new Error(`plan ${row.planId} of membership ${row.id} is missing`);
  const today = facilityToday(now, zone);
  const [last] = await tx
    .select({ endsOn: sql<string | null>`max(${memberships.endsOn})::text` })
    .from(memberships)
    .where(and(eq(memberships.memberId, row.memberId), eq(memberships.status, "active"), gt(memberships.endsOn, today)));
  const startsOn = last?.endsOn && last.endsOn > today ? last.endsOn : today;
  const [active] = await tx
    .update(memberships)
    .set({ status: "active", startsOn, endsOn: addPeriod(startsOn, plan.period) })
    .where(eq(memberships.id, row.id))
    .returning();
  return active;
}
