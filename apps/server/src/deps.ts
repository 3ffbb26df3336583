import type { FastifyBaseLogger } from "fastify";
import type { BackgroundTasks } from "./background.ts";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./modules/mail/mailer.ts";
import type { PaymentProvider } from "./modules/payments/provider.ts";

/** What every route and service may use; tests build the app with their own. */
export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  payments: PaymentProvider;
  /** Signs values the server must recognise later (order access keys); shared by every instance. */
  appSecret: string;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
