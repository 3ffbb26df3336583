import { type AdminMemberMatch, MEMBER_LOOKUP_LIMIT } from "@courtside/contract";
import { asc, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema.ts";
import { likePattern } from "./booking-list.ts";

/** Members whose name, email or phone contains the search (case-insensitive), for the desk. */
export async function lookUpMembers(db: Db, q: string): Promise<AdminMemberMatch[]> {
  const pattern = likePattern(q);
  const rows = await db
    .select()
    .from(members)
    .where(or(ilike(members.name, pattern), ilike(members.email, pattern), ilike(members.phone, pattern)))
    .orderBy(asc(members.name), asc(members.email))
    .limit(MEMBER_LOOKUP_LIMIT);
  return rows.map((m) => ({ id: m.id, name: m.name, email: m.email, phone: m.phone }));
}
