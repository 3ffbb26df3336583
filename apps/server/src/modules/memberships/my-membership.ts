import { type MyMembership, REGISTERED_PLAYER } from "@courtside/contract";
import { and, asc, eq, gt, inArray, or } from "drizzle-orm";
import type { members } from "../../db/schema.ts";
import { memberships, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import { presentMemberships } from "./present-memberships.ts";

type MemberRow = typeof members.$inferSelect;

/**
 * The member's membership page: the tier in force today, the current membership, what
 * follows (paid plans that start later, purchases still awaiting payment) and the member
 * number their card shows. Ended and cancelled memberships are not listed.
 */
export async function myMembership(deps: AppDeps, member: MemberRow): Promise<MyMembership> {
  const { db } = deps.database;
  const today = facilityToday(deps.clock.now(), deps.config.timezone);
  const rows = await db
    .select({ membership: memberships })
    .from(memberships)
    .leftJoin(orders, eq(orders.id, memberships.orderId))
    .where(
      and(
        eq(memberships.memberId, member.id),
        or(
          and(eq(memberships.status, "active"), gt(memberships.endsOn, today)),
          and(eq(memberships.status, "pending"), inArray(orders.status, ["pending"])),
        ),
      ),
    )
    .orderBy(asc(memberships.startsOn), asc(memberships.createdAt));
  const presented = await presentMemberships(
    deps,
    rows.map((r) => r.membership),
  );
  const current = presented.find((m) => m.status === "active" && m.starts_on !== null && m.starts_on <= today) ?? null;
  return {
    member_number: member.memberNumber,
    name: member.name,
    tier: current?.plan.name ?? REGISTERED_PLAYER,
    current,
    upcoming: presented.filter((m) => m !== current),
  };
}
