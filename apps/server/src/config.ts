import { availableParallelism } from "node:os";
import path from "node:path";
import { loginRequestSchema, registerRequestSchema } from "@courtside/contract";
import { z } from "zod";
import { type TrustProxy, trustProxySchema } from "./http/trust-proxy.ts";
import { serverRoot } from "./server-root.ts";

/**
 * The embedded database's home when DATA_DIR is unset: `data/` at the repository root,
 * wherever the server is started from (npm start runs it inside apps/server).
 */
export const DEFAULT_DATA_DIR = path.resolve(serverRoot, "..", "..", "data");

/** Environment → typed config. Every default runs embedded; a bad value stops start-up naming the variable. */
const boolish = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where people reach the app (links in mails, payment return URLs); by default this machine's PORT. */
  APP_URL: z.url().optional(),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  DATABASE_URL: z.url().optional(),
  /** A relative DATA_DIR is taken from the directory the server starts in. */
  DATA_DIR: z.string().min(1).optional(),
  SEED_DEMO: boolish.optional(),
  /** Production only: take payments through the demo provider (no money moves) on purpose. */
  DEMO_PAYMENTS: boolish.optional(),
  /** The first administrator, created at start when there is none (otherwise a setup link is logged). */
  ADMIN_EMAIL: loginRequestSchema.shape.email.optional(),
  ADMIN_PASSWORD: registerRequestSchema.shape.password.optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Courtside <no-reply@courtside.local>"),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  FACILITY_TIMEZONE: z.string().default("Europe/Madrid").refine(isTimeZone, "must be an IANA time zone such as Europe/Madrid"),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as EUR")
    .default("EUR"),
  CLUB_NAME: z.string().min(1).default("Courtside"),
  /** Where players write to the club (the accessibility statement names it); default: MAIL_FROM's address. */
  CLUB_EMAIL: z.email("must be an e-mail address").optional(),
  /** The club's colour in mails (header and button); Mantine's blue 8, the web app's primary shade. */
  CLUB_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour as #RRGGBB, such as #1971c2")
    .default("#1971c2"),
  /** The issuer on receipts and credit notes; the defaults are the demo club's in Madrid, not a real company. */
  CLUB_LEGAL_NAME: z.string().trim().min(1).max(200).default("Courtside Demo Club S.L. (demo)"),
  CLUB_ADDRESS: z.string().trim().min(1).max(300).default("Calle de Alcalá 1, 28014 Madrid, Spain"),
  CLUB_TAX_ID: z.string().trim().min(1).max(40).default("ESB00000000"),
  /** Percent of VAT included in every price (Spain's general rate, 21, by default), kept to two decimals. */
  VAT_RATE: z.coerce
    .number()
    .min(0, "must be a percentage from 0 to 100")
    .max(100, "must be a percentage from 0 to 100")
    .default(21),
  TRUST_PROXY: trustProxySchema.default(false),
  /** Server processes (node:cluster) on PostgreSQL: a number, or `auto` for one per core. */
  WORKERS: z
    .union([z.literal("auto"), z.coerce.number().int().min(1).max(64)], { error: "must be auto or a whole number from 1 to 64" })
    .default(1),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).default(2000),
  /** Court-slots all orders from one client address may hold unpaid at once, across sports. */
  HOLD_CAP_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(8),
  /** PBKDF2 attempts a guest's browser makes on average before a guest order (0: no proof asked). */
  GUEST_PROOF_WORK: z.coerce.number().int().min(0).max(1_000_000).default(800),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_API_BASE: z.url().optional(),
});

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  env: "development" | "production" | "test";
  /**
   * This instance runs the demo: outside production (`npm start`). The back office may then
   * show live secrets (reset and invitation links) in the mail outbox. Production never is the
   * demo, even with SEED_DEMO or DEMO_PAYMENTS asked for (see productionRefusals).
   */
  demo: boolean;
  /** New orders pay through the demo provider, where anyone can mark their order paid (no Stripe). */
  demoPayments: boolean;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the administrator created at start when there is none. */
  firstAdministrator: { email: string; password: string } | null;
  host: string;
  port: number;
  appUrl: string;
  corsOrigins: string[];
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | null };
  /** Server processes to run (main.ts, cluster.ts): 1 on PGlite, which lives inside its one process. */
  workers: number;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  appSecret: string | undefined;
  timezone: string;
  currency: string;
  clubName: string;
  /** Where players write to the club. */
  clubEmail: string;
  /** #RRGGBB: mails carry it in their header and button. */
  clubColor: string;
  /** Who issues the receipts and credit notes, and the VAT rate their prices include, in basis points (2100: 21 %). */
  issuer: { legalName: string; address: string; taxId: string; vatRateBp: number; demoDefaults: boolean };
  /** Which X-Forwarded-For hops to believe (see http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Open live schedule streams allowed per client address and on this instance in all. */
  liveStreams: { perAddress: number; total: number };
  holdCapPerAddress: number;
  guestProofWork: number;
  logLevel: string;
  webDist: string | undefined;
  /** Set when both Stripe variables are: payments then go through Stripe Checkout instead of the demo. */
  stripe: StripeConfig | null;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe client sends API calls instead of api.stripe.com (tests point it at a local stand-in). */
  apiBase: string | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (as in a copied .env.example) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const stripe = stripeConfig(e);
  const refusals = [...(e.NODE_ENV === "production" ? productionRefusals(e, stripe) : []), ...firstAdministratorRefusals(e)];
  if (refusals.length > 0) throw new ConfigError(`Invalid configuration:\n${refusals.join("\n")}`);
  const database = e.DATABASE_URL
    ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
    : ({ kind: "pglite", dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : DEFAULT_DATA_DIR } as const);
  return {
    env: e.NODE_ENV,
    workers: workerCount(e.WORKERS, database.kind),
    demo: e.NODE_ENV !== "production",
    demoPayments: stripe === null,
    firstAdministrator: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    host: e.HOST,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    corsOrigins: e.CORS_ORIGINS,
    database,
    // Embedded databases seed themselves when empty; PostgreSQL, and production, only when asked.
    seedDemo: e.SEED_DEMO ?? (database.kind === "pglite" && e.NODE_ENV !== "production"),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET,
    timezone: e.FACILITY_TIMEZONE,
    currency: e.CURRENCY,
    clubName: e.CLUB_NAME,
    clubEmail: e.CLUB_EMAIL ?? addressOf(e.MAIL_FROM),
    clubColor: e.CLUB_COLOR,
    issuer: {
      legalName: e.CLUB_LEGAL_NAME,
      address: e.CLUB_ADDRESS,
      taxId: e.CLUB_TAX_ID,
      vatRateBp: Math.round(e.VAT_RATE * 100),
      // Any of the three left unset prints the demo club's on real documents: production warns (prepare-instance.ts).
      demoDefaults: !present.CLUB_LEGAL_NAME || !present.CLUB_ADDRESS || !present.CLUB_TAX_ID,
    },
    trustProxy: e.TRUST_PROXY,
    liveStreams: { perAddress: e.LIVE_STREAMS_PER_ADDRESS, total: e.LIVE_STREAMS_MAX },
    holdCapPerAddress: e.HOLD_CAP_PER_ADDRESS,
    guestProofWork: e.GUEST_PROOF_WORK,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    stripe,
  };
}

/**
 * `auto` is one process per core on PostgreSQL and one on PGlite (an embedded database belongs
 * to the process that opened it); a number above 1 on PGlite is refused rather than ignored.
 */
function workerCount(asked: "auto" | number, kind: Config["database"]["kind"]): number {
  if (kind === "pglite") {
    if (asked !== "auto" && asked > 1) {
      throw new ConfigError(
        `Invalid configuration:\n  WORKERS: ${asked} needs PostgreSQL (DATABASE_URL); the embedded PGlite database runs in one process (WORKERS=1 or auto)`,
      );
    }
    return 1;
  }
  return asked === "auto" ? availableParallelism() : asked;
}

/** Where the data is, for the start-up line: the embedded database's directory, or PostgreSQL's host and database (never its password). */
export function describeDatabase(database: Config["database"]): string {
  if (database.kind === "pglite") return `PGlite in ${database.dataDir ?? "memory"}`;
  const url = new URL(database.url);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

/** Stripe needs both secrets: one without the other is a mistake, never a silent fall-back to the demo. */
function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = e;
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) {
    const [missing, set] = secretKey
      ? ["STRIPE_WEBHOOK_SECRET", "STRIPE_SECRET_KEY"]
      : ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"];
    throw new ConfigError(`Invalid configuration:\n  ${missing}: must be set when ${set} is (Stripe needs both)`);
  }
  return { secretKey, webhookSecret, apiBase: e.STRIPE_API_BASE };
}

/**
 * What production refuses to start without, one line per variable: a secret of its own (not one
 * generated beside the data, which a copy of the database would carry) and real payments, unless
 * the demo provider is asked for by name.
 */
function productionRefusals(e: z.infer<typeof envSchema>, stripe: StripeConfig | null): string[] {
  const lines: string[] = [];
  if (!e.APP_SECRET)
    lines.push("  APP_SECRET: must be set in production (at least 32 random characters, e.g. openssl rand -base64 48)");
  if (!stripe && e.DEMO_PAYMENTS !== true) {
    lines.push(
      "  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: must be set in production; the demo provider lets anyone mark an order paid " +
        "(set DEMO_PAYMENTS=true to run a public demo on purpose)",
    );
  }
  return lines;
}

/** ADMIN_EMAIL and ADMIN_PASSWORD come together: one alone is a mistake, never a silent setup link. */
function firstAdministratorRefusals(e: z.infer<typeof envSchema>): string[] {
  if (Boolean(e.ADMIN_EMAIL) === Boolean(e.ADMIN_PASSWORD)) return [];
  const [missing, set] = e.ADMIN_EMAIL ? ["ADMIN_PASSWORD", "ADMIN_EMAIL"] : ["ADMIN_EMAIL", "ADMIN_PASSWORD"];
  return [`  ${missing}: must be set when ${set} is`];
}

/** The address in a From header ("Club <desk@club.es>" → desk@club.es). */
function addressOf(from: string): string {
  return from.match(/<([^>]+)>/)?.[1]?.trim() ?? from.trim();
}
