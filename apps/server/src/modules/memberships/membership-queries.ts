import type { Membership } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound, worded } from "../../http/http-error.ts";
import type { MembershipRow } from "./activate.ts";
import { membershipWords } from "./i18n.ts";
import { presentMemberships } from "./present-memberships.ts";

export async function membershipOfOrder(db: Db, orderId: string): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.orderId, orderId));
  return row;
}

/** 404 for a membership that is not there (or not the asker's). */
export const noSuchMembership = worded(membershipWords, "memberships.noSuchMembership");

export async function findMembership(db: Db, id: string): Promise<MembershipRow> {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  if (!row) throw notFound(noSuchMembership);
  return row;
}

export async function presentOneMembership(deps: AppDeps, row: MembershipRow): Promise<Membership> {
  const [answer] = await presentMemberships(deps, [row]);
  if (!answer) throw new Error("membership not presented");
  return answer;
}
