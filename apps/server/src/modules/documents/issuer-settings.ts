import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { documentSettings } from "../../db/schema.ts";

/**
 * Writes the configured issuer, VAT rate and time zone where the document trigger reads them
 * (it runs inside the database and cannot see the environment). Every instance writes its own
 * configuration at start; instances of one club share one configuration, so they agree.
 */
export async function writeIssuerSettings(db: Db, config: Config): Promise<void> {
  const settings = {
    legalName: config.issuer.legalName,
    address: config.issuer.address,
    taxId: config.issuer.taxId,
    vatRateBp: config.issuer.vatRateBp,
    timezone: config.timezone,
  };
  await db
    .insert(documentSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: documentSettings.id, set: settings });
}
