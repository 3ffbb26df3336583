import type { Membership } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../http/http-error.ts";
import type { MembershipRow } from "./activate.ts";
import { presentMemberships } from "./present-memberships.ts";

export async function membershipOfOrder(db: Db, orderId: string): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.orderId, orderId));
  return row;
}

export async function findMembership(db: Db, id: string): Promise<MembershipRow> {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  if (!row) throw notFound("No such membership.");
  return row;
}

export async function presentOneMembership(deps: AppDeps, row: MembershipRow): Promise<Membership> {
  const [answer] = await presentMemberships(deps, [row]);
  if (!answer) throw new Error("membership not presented");
  return answer;
}
