import { SPORTS, type Sport } from "@courtside/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { administrators } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";

export type FirstAdministrator = { name: string; email: string; passwordHash: string; typeWeb: Sport };

/** The back office's landing sport for the first administrator; the sport switch reaches the other. */
export const FIRST_ADMINISTRATOR_SPORT: Sport = "tennis";

export async function administratorCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(administrators);
  return row?.n ?? 0;
}

/**
 * The one place the first administrator of an install is made (from ADMIN_EMAIL or the setup
 * link): the owner, of every sport, who then invites everyone else.
 */
export async function createFirstAdministrator(tx: Db, input: FirstAdministrator, via: "environment" | "setup_link") {
  const owner = { ...input, role: "owner" as const, sports: [...SPORTS] };
  const [administrator] = await tx.insert(administrators).values(owner).returning();
  if (!administrator) throw new Error("the first administrator was not created");
  await recordAudit(tx, {
    actorAdminId: via === "setup_link" ? administrator.id : null,
    action: "administrator.first_setup",
    entity: "administrator",
    entityId: administrator.id,
    after: { email: administrator.email, via },
  });
  return administrator;
}
