import type { Sport } from "@courtside/contract";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { administrators, customerSuspensionLifts } from "../../db/schema.ts";
import type { CustomerRef } from "./customer-key.ts";

const lifts = customerSuspensionLifts;

/** The lifts of this customer (a member by id, a guest by normalised e-mail). */
function liftsOf(who: CustomerRef): SQL {
  return who.kind === "member" ? eq(lifts.memberId, who.memberId) : eq(lifts.guestEmail, who.email);
}

/** The instant of the customer's latest lift of the sport, or -infinity: no-shows marked after it count. */
export function liftedSince(who: CustomerRef, sport: Sport): SQL {
  return sql`coalesce((select max(${lifts.liftedAt}) from ${lifts} where ${liftsOf(who)} and ${lifts.sport} = ${sport}), '-infinity'::timestamptz)`;
}

/** The latest lift per sport (in the sports), newest first, with who lifted it. */
export async function latestLifts(db: Db, who: CustomerRef, sports: Sport[]) {
  const rows = await db
    .select({ sport: lifts.sport, liftedAt: lifts.liftedAt, liftedBy: administrators.name })
    .from(lifts)
    .innerJoin(administrators, eq(administrators.id, lifts.liftedByAdminId))
    .where(liftsOf(who))
    .orderBy(desc(lifts.liftedAt), desc(lifts.id));
  const seen = new Set<Sport>();
  return rows.filter((r) => sports.includes(r.sport) && !seen.has(r.sport) && seen.add(r.sport));
}

/** Writes one lift at `now` (inside the caller's transaction, beside its audit row). */
export async function insertLift(db: Db, who: CustomerRef, sport: Sport, adminId: string, now: Date) {
  await db.insert(lifts).values({
    memberId: who.kind === "member" ? who.memberId : null,
    guestEmail: who.kind === "guest" ? who.email : null,
    sport,
    liftedAt: now,
    liftedByAdminId: adminId,
  });
}
