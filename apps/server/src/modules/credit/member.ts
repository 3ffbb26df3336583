import { eq } from "drizzle-orm";
import { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../http/http-error.ts";

/** The member a credit route names, or 404 with the way on. */
export async function findMemberOr404(deps: AppDeps, memberId: string) {
  const [member] = await deps.database.db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw notFound("No such member: look the customer up again.");
  return member;
}
