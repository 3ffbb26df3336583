import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import { TestClient } from "./client.ts";
import { TestClock } from "./clock.ts";
import { createTestDatabase } from "./test-db.ts";

export type TestContext = {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  /** A fresh client with its own cookie jar (a separate browser). */
  client(): TestClient;
  close(): Promise<void>;
};

/** The real app, built as main.ts builds it, on a database of its own. */
export async function createTestApp(env: Record<string, string> = {}, options: { now?: Date } = {}): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: "http://courtside.test",
    LOG_LEVEL: "silent",
    GUEST_PROOF_WORK: "0",
    ...env,
  });
  const database = await createTestDatabase();
  const clock = new TestClock(options.now ?? new Date("2026-11-22T10:00:00Z"));
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  return {
    app,
    clock,
    config,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
