import { eq } from "drizzle-orm";
import { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound, worded } from "../../http/http-error.ts";
import { creditWords } from "./i18n.ts";

/** The member a credit route names, or 404 with the way on. */
export async function findMemberOr404(deps: AppDeps, memberId: string) {
  const [member] = await deps.database.db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw notFound(worded(creditWords, "credit.noMember"));
  return member;
}
