import type { Club, ClubUpdate } from "@courtside/contract";
import { clubSettings } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { writeIssuerSettings } from "../documents/issuer-settings.ts";
import { type ClubDetails, clubDetails, clubInformation, issuerOf } from "./club-settings.ts";
import { forgetRecentClub } from "./recent-club.ts";

const same = (a: ClubDetails, b: ClubDetails) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the owner's club information and records it in the audit log in the same transaction.
 * Every field is stored (a value equal to the server's default too), so a later change of the
 * server's settings no longer changes what the owner chose. An unchanged save writes no audit row.
 */
export async function updateClub(deps: AppDeps, actorAdminId: string, input: ClubUpdate): Promise<Club> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    // Locks the row when there is one, so two saves each record the other's values as "before".
    const before = await clubDetails(tx, deps.config, true);
    const values = {
      name: input.name,
      address: input.address,
      phone: input.phone,
      contactEmail: input.contact_email,
      openingHours: input.opening_hours,
      cancellationPolicy: input.cancellation_policy,
      primaryColor: input.primary_color.toLowerCase(),
      legalName: input.legal_name,
      taxId: input.tax_id,
      legalAddress: input.legal_address,
      // Not sent (a client from before the setting): kept as saved.
      matchCategories: input.match_categories ?? before.match_categories,
      updatedAt: deps.clock.now(),
    };
    await tx
      .insert(clubSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: clubSettings.id, set: values });
    const after = await clubDetails(tx, deps.config);
    // Receipts issued from now on name the issuer as saved.
    await writeIssuerSettings(tx, deps.config, issuerOf(after));
    if (!same(before, after))
      await recordAudit(tx, { actorAdminId, action: "club.update", entity: "club", entityId: 1, before, after });
  });
  forgetRecentClub(deps);
  return clubInformation(db, deps.config);
}
