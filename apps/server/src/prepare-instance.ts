import { formatInstant } from "@courtside/contract";
import type { Config } from "./config.ts";
import { type DemoSettings, seedDemo } from "./db/seed.ts";
import type { AppDeps } from "./deps.ts";
import {
  administratorCount,
  createFirstAdministrator,
  FIRST_ADMINISTRATOR_SPORT,
} from "./modules/admin-setup/first-administrator.ts";
import { issueSetupLink, setupLinkUrl } from "./modules/admin-setup/setup-links.ts";
import { hashPassword } from "./modules/auth/passwords.ts";

type Deps = Pick<AppDeps, "config" | "database" | "clock" | "log" | "appSecret">;

/** What start-up did, for main.ts's log and the tests. */
export type Prepared = {
  seeded: boolean;
  /** `environment`: made from ADMIN_EMAIL; `existing`: there was one; `setup_link`: none yet, a link was printed. */
  administrator: "environment" | "existing" | "setup_link";
  setupUrl?: string;
};

/**
 * After migrations, before listening: the first administrator from ADMIN_EMAIL (never over an
 * existing one), the demo facility when asked, and when still nobody can sign in to the back
 * office, a one-time setup link in the log. Each step runs under the database's start-up lock,
 * so instances starting together do it once.
 */
export async function prepareInstance(deps: Deps): Promise<Prepared> {
  const { config, database, log } = deps;
  warnAboutDemo(config, log);
  const fromEnvironment = await database.exclusive(() => createConfiguredAdministrator(deps));
  const seeded = config.seedDemo && (await database.exclusive(() => seedDemo(database.db, demoSettings(deps))));
  if (seeded) log.info("Seeded the demo facility (see README for the demo accounts).");
  if (fromEnvironment) return { seeded, administrator: "environment" };
  if ((await administratorCount(database.db)) > 0) return { seeded, administrator: "existing" };
  const { token, expiresAt } = await issueSetupLink(database.db, deps.clock.now());
  const setupUrl = setupLinkUrl(config.appUrl, token);
  // The one secret this server logs on purpose: whoever reads the log at first start owns the install.
  log.warn(
    `No administrator yet. Create the first one within 24 hours (until ${formatInstant(expiresAt, config.timezone)}, ${config.timezone}) at ${setupUrl} ` +
      "(or set ADMIN_EMAIL and ADMIN_PASSWORD and restart).",
  );
  return { seeded, administrator: "setup_link", setupUrl };
}

/** The demo club is dated from this server's clock and zone, priced in its currency, its links on its address. */
export function demoSettings({ config, clock, appSecret }: Deps): DemoSettings {
  return { now: clock.now(), zone: config.timezone, currency: config.currency, appUrl: config.appUrl, appSecret };
}

/** ADMIN_EMAIL/ADMIN_PASSWORD become an administrator only while there is none: a restart never overwrites one. */
async function createConfiguredAdministrator({ config, database, log }: Deps): Promise<boolean> {
  const wanted = config.firstAdministrator;
  if (!wanted) return false;
  if ((await administratorCount(database.db)) > 0) {
    log.info("ADMIN_EMAIL is ignored: administrators exist already (manage them in the back office).");
    return false;
  }
  const passwordHash = await hashPassword(wanted.password);
  await database.db.transaction((tx) =>
    createFirstAdministrator(
      tx,
      { name: "Administrator", email: wanted.email, passwordHash, typeWeb: FIRST_ADMINISTRATOR_SPORT },
      "environment",
    ),
  );
  log.info(`Created the first administrator ${wanted.email} from ADMIN_EMAIL.`);
  return true;
}

/** Production runs demo pieces only when asked by name; say so loudly at every start. */
function warnAboutDemo(config: Config, log: Deps["log"]): void {
  if (config.env !== "production") return;
  if (config.demoPayments) {
    log.warn(
      "DEMO_PAYMENTS=true: orders are paid through the DEMO provider. No money moves and anyone can mark their own order paid. " +
        "Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.",
    );
  }
  if (config.issuer.demoDefaults) {
    log.warn(
      "CLUB_LEGAL_NAME, CLUB_ADDRESS or CLUB_TAX_ID is unset: receipts and credit notes name the demo club in Madrid " +
        "as their issuer. Set all three to the club's own legal details.",
    );
  }
  if (config.seedDemo) {
    log.warn(
      "SEED_DEMO=true: an empty database gets the demo facility and demo accounts whose password is published in the README. " +
        "Never use this for a real club.",
    );
  }
}
