import type { Club } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { clubSettings } from "../../db/schema.ts";
import { type IssuerDetails, writeIssuerSettings } from "../documents/issuer-settings.ts";
import { clubImagesOf } from "./club-images.ts";

type ClubRow = typeof clubSettings.$inferSelect;
/** The owner's text and colour: the club's information without its images. */
export type ClubDetails = Omit<Club, "logo" | "photos">;

/** What the club shows before the owner sets anything: the server's settings, and nothing for what they do not hold. */
function configDefaults(config: Config): ClubDetails {
  return {
    name: config.clubName,
    address: config.issuer.address,
    phone: "",
    contact_email: config.clubEmail,
    opening_hours: "",
    cancellation_policy: "",
    primary_color: config.clubColor,
    legal_name: config.issuer.legalName,
    tax_id: config.issuer.taxId,
    legal_address: config.issuer.address,
    match_categories: false,
  };
}

/** The saved fields over the defaults: a null field was never set. */
function merge(defaults: ClubDetails, row: ClubRow | undefined): ClubDetails {
  return {
    name: row?.name ?? defaults.name,
    address: row?.address ?? defaults.address,
    phone: row?.phone ?? defaults.phone,
    contact_email: row?.contactEmail ?? defaults.contact_email,
    opening_hours: row?.openingHours ?? defaults.opening_hours,
    cancellation_policy: row?.cancellationPolicy ?? defaults.cancellation_policy,
    primary_color: row?.primaryColor ?? defaults.primary_color,
    legal_name: row?.legalName ?? defaults.legal_name,
    tax_id: row?.taxId ?? defaults.tax_id,
    legal_address: row?.legalAddress ?? defaults.legal_address,
    match_categories: row?.matchCategories ?? defaults.match_categories,
  };
}

/** The owner's details over the server's defaults; `lock` locks the row (when there is one). */
export async function clubDetails(db: Db, config: Config, lock = false): Promise<ClubDetails> {
  const query = db.select().from(clubSettings).where(eq(clubSettings.id, 1));
  const [row] = lock ? await query.for("update") : await query;
  return merge(configDefaults(config), row);
}

/**
 * The club's information as the public pages show it, logo and photos included. Other modules
 * read it through this function (never the tables), so the defaults are applied in one place.
 */
export async function clubInformation(db: Db, config: Config): Promise<Club> {
  const [details, images] = await Promise.all([clubDetails(db, config), clubImagesOf(db)]);
  return { ...details, ...images };
}

/** Whether the club offers women's, men's and mixed open matches (off until the owner turns it on). */
export async function offersMatchCategories(db: Db): Promise<boolean> {
  const [row] = await db.select({ on: clubSettings.matchCategories }).from(clubSettings).where(eq(clubSettings.id, 1));
  return row?.on ?? false;
}

/** Who issues the receipts: the legal details the owner set, else the server's (CLUB_LEGAL_NAME, …). */
export function issuerOf(club: ClubDetails): IssuerDetails {
  return { legalName: club.legal_name, taxId: club.tax_id, address: club.legal_address };
}

/**
 * At start (and after the owner's save, in its transaction): the document trigger copies the
 * issuer from document_settings onto each receipt, so it must hold the owner's details, not
 * only the server's configuration.
 */
export async function writeClubIssuer(db: Db, config: Config): Promise<void> {
  await writeIssuerSettings(db, config, issuerOf(await clubDetails(db, config)));
}
