import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { documentSettings } from "../../db/schema.ts";

/** Who issues the documents, as each one names them. */
export type IssuerDetails = { legalName: string; address: string; taxId: string };

/**
 * Writes the issuer, VAT rate and time zone where the document trigger reads them (it runs
 * inside the database and cannot see the environment). Every instance writes them at start
 * (the club module's writeClubIssuer: the owner's legal details over the configuration), and
 * the owner's save writes them again; instances of one club share one configuration, so they agree.
 */
export async function writeIssuerSettings(db: Db, config: Config, issuer: IssuerDetails): Promise<void> {
  const settings = {
    legalName: issuer.legalName,
    address: issuer.address,
    taxId: issuer.taxId,
    vatRateBp: config.issuer.vatRateBp,
    timezone: config.timezone,
  };
  await db
    .insert(documentSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: documentSettings.id, set: settings });
}
