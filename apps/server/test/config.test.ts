import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

describe("configuration", () => {
  it("runs embedded with no variables set", () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(true);
    expect(config.smtpUrl).toBeUndefined();
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
});
