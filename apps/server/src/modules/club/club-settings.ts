import type { Club } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { clubSettings } from "../../db/schema.ts";

type ClubRow = typeof clubSettings.$inferSelect;

/** What the club shows before the owner sets anything: the server's settings, and nothing for what they do not hold. */
function configDefaults(config: Config): Club {
  return {
    name: config.clubName,
    address: config.issuer.address,
    phone: "",
    contact_email: config.clubEmail,
    opening_hours: "",
    cancellation_policy: "",
    primary_color: config.clubColor,
  };
}

/** The saved fields over the defaults: a null field was never set. */
function merge(defaults: Club, row: ClubRow | undefined): Club {
  return {
    name: row?.name ?? defaults.name,
    address: row?.address ?? defaults.address,
    phone: row?.phone ?? defaults.phone,
    contact_email: row?.contactEmail ?? defaults.contact_email,
    opening_hours: row?.openingHours ?? defaults.opening_hours,
    cancellation_policy: row?.cancellationPolicy ?? defaults.cancellation_policy,
    primary_color: row?.primaryColor ?? defaults.primary_color,
  };
}

/**
 * The club's information as the public pages show it. Other modules read it through this
 * function (never the table), so the defaults are applied in one place.
 */
export async function clubInformation(db: Db, config: Config, lock = false): Promise<Club> {
  const query = db.select().from(clubSettings).where(eq(clubSettings.id, 1));
  const [row] = lock ? await query.for("update") : await query;
  return merge(configDefaults(config), row);
}
