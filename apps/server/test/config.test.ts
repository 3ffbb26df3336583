import { availableParallelism } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, describeDatabase, loadConfig } from "../src/config.ts";

describe("configuration", () => {
  it("runs embedded with no variables set", () => {
    const config = loadConfig({});
    // data/ at the repository root, wherever the server was started from (npm start runs it in apps/server).
    expect(config.database).toEqual({ kind: "pglite", dataDir: path.resolve(import.meta.dirname, "..", "..", "..", "data") });
    expect(describeDatabase(config.database)).toBe(`PGlite in ${path.resolve(import.meta.dirname, "../../../data")}`);
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(true);
    expect(config.smtpUrl).toBeUndefined();
  });

  it("runs WORKERS processes on PostgreSQL (auto: one per core) and one on PGlite, refusing more there", () => {
    const postgres = { DATABASE_URL: "postgres://u@localhost:5432/db" };
    expect(loadConfig(postgres).workers).toBe(1);
    expect(loadConfig({ ...postgres, WORKERS: "3" }).workers).toBe(3);
    expect(loadConfig({ ...postgres, WORKERS: "auto" }).workers).toBe(availableParallelism());
    expect(loadConfig({ WORKERS: "auto" }).workers).toBe(1);
    expect(loadConfig({ WORKERS: "1" }).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: "2" })).toThrow(/WORKERS: 2 needs PostgreSQL \(DATABASE_URL\)/);
    for (const bad of ["0", "many", "1.5"]) expect(() => loadConfig({ ...postgres, WORKERS: bad })).toThrow(ConfigError);
  });

  it("names the receipts' issuer and VAT rate: the demo club in Madrid at 21 % unless all three details are set", () => {
    expect(loadConfig({}).issuer).toEqual({
      legalName: "Courtside Demo Club S.L. (demo)",
      address: "Calle de Alcalá 1, 28014 Madrid, Spain",
      taxId: "ESB00000000",
      vatRateBp: 2100,
      demoDefaults: true,
    });
    const club = { CLUB_LEGAL_NAME: " Club de Tenis S.L. ", CLUB_ADDRESS: "Calle Mayor 2, Sevilla", CLUB_TAX_ID: "B41000000" };
    expect(loadConfig({ ...club, VAT_RATE: "10.5" }).issuer).toEqual({
      legalName: "Club de Tenis S.L.",
      address: "Calle Mayor 2, Sevilla",
      taxId: "B41000000",
      vatRateBp: 1050,
      demoDefaults: false,
    });
    expect(loadConfig({ CLUB_TAX_ID: "B41000000" }).issuer.demoDefaults).toBe(true);
    for (const bad of ["-1", "101", "twenty"]) expect(() => loadConfig({ VAT_RATE: bad })).toThrow(/VAT_RATE/);
  });

  it("treats empty variables as unset, as a copied .env.example leaves them", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: "", PORT: "", SEED_DEMO: "" });
    expect(config.database.kind).toBe("pglite");
    expect(config.smtpUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it("links to this machine's port unless APP_URL says where people reach the app", () => {
    expect(loadConfig({}).appUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "4100" }).appUrl).toBe("http://localhost:4100");
    expect(loadConfig({ PORT: "4100", APP_URL: "https://courts.example.org/" }).appUrl).toBe("https://courts.example.org");
  });

  it("switches to PostgreSQL with DATABASE_URL and then seeds only when asked", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@localhost:5432/db" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@localhost:5432/db" });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@localhost/db", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("takes a relative DATA_DIR from the directory the server starts in, and names no PostgreSQL password", () => {
    expect(loadConfig({ DATA_DIR: "var/courts" }).database).toEqual({ kind: "pglite", dataDir: path.resolve("var/courts") });
    expect(describeDatabase(loadConfig({ DATABASE_URL: "postgres://u:secret@db.example:5432/courtside" }).database)).toBe(
      "PostgreSQL at db.example:5432/courtside",
    );
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["FACILITY_TIMEZONE", "Mars/Olympus"],
    ["CURRENCY", "euro"],
    ["APP_URL", "not a url"],
    ["DATABASE_URL", "nope"],
    ["CORS_ORIGINS", "https://ok.example,not-an-origin"],
    ["APP_SECRET", "short"],
    ["SEED_DEMO", "maybe"],
    ["CLUB_COLOR", "blue"],
  ])("stops with a message naming %s when it is %s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("uses the demo provider unless both Stripe secrets are set", () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }).stripe).toBeNull();
    const config = loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
    expect(config.stripe).toEqual({ secretKey: "sk_test_abc", webhookSecret: "whsec_abc", apiBase: undefined });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: "sk_test_abc" }, "STRIPE_WEBHOOK_SECRET"],
    [{ STRIPE_WEBHOOK_SECRET: "whsec_abc" }, "STRIPE_SECRET_KEY"],
    [{ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }, "STRIPE_SECRET_KEY"],
    [{ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "abc" }, "STRIPE_WEBHOOK_SECRET"],
    [{ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc", STRIPE_API_BASE: "nope" }, "STRIPE_API_BASE"],
  ])("stops on a Stripe setting %o, naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  describe("in production", () => {
    const SECRET = "a-production-secret-of-at-least-32-chars";
    const stripe = { STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: "production", ...env });

    it("refuses to start without APP_SECRET and without real payments, naming each variable at once", () => {
      expect(() => production({})).toThrow(ConfigError);
      const message = (() => {
        try {
          production({});
        } catch (err) {
          return (err as Error).message;
        }
      })();
      expect(message).toMatch(/APP_SECRET: must be set in production/);
      expect(message).toMatch(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: must be set in production/);
      expect(message).toMatch(/DEMO_PAYMENTS=true/);
    });

    it("refuses the demo payment provider unless DEMO_PAYMENTS=true asks for it", () => {
      expect(() => production({ APP_SECRET: SECRET })).toThrow(/STRIPE_SECRET_KEY/);
      expect(() => production({ APP_SECRET: SECRET, DEMO_PAYMENTS: "false" })).toThrow(/STRIPE_SECRET_KEY/);
      expect(production({ APP_SECRET: SECRET, DEMO_PAYMENTS: "true" }).demoPayments).toBe(true);
      expect(production({ APP_SECRET: SECRET, ...stripe }).demoPayments).toBe(false);
    });

    it("refuses to start without APP_SECRET even with Stripe", () => {
      expect(() => production(stripe)).toThrow(/APP_SECRET/);
    });

    it("seeds nothing unless SEED_DEMO=true, and is never the demo", () => {
      const config = production({ APP_SECRET: SECRET, ...stripe });
      expect(config.seedDemo).toBe(false);
      expect(config.demo).toBe(false);
      const asked = production({ APP_SECRET: SECRET, DEMO_PAYMENTS: "true", SEED_DEMO: "true" });
      expect(asked.seedDemo).toBe(true);
      expect(asked.demo).toBe(false);
    });
  });

  it("runs the demo outside production: demo payments, demo data, no secret needed", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ demo: true, demoPayments: true, seedDemo: true, appSecret: undefined });
  });

  it("takes the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, both or neither", () => {
    expect(loadConfig({}).firstAdministrator).toBeNull();
    expect(loadConfig({ ADMIN_EMAIL: " Owner@Club.Example ", ADMIN_PASSWORD: "long-enough-pw" }).firstAdministrator).toEqual({
      email: "owner@club.example",
      password: "long-enough-pw",
    });
    expect(() => loadConfig({ ADMIN_EMAIL: "owner@club.example" })).toThrow(/ADMIN_PASSWORD: must be set when ADMIN_EMAIL is/);
    expect(() => loadConfig({ ADMIN_PASSWORD: "long-enough-pw" })).toThrow(/ADMIN_EMAIL: must be set when ADMIN_PASSWORD is/);
    expect(() => loadConfig({ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long-enough-pw" })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: "owner@club.example", ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD/);
  });
});
