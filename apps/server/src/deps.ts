import type { FastifyBaseLogger } from "fastify";
import type { BackgroundTasks } from "./background.ts";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./modules/mail/mailer.ts";
import type { PaymentProvider } from "./modules/payments/provider.ts";
import type { PaymentProviders } from "./modules/payments/providers.ts";

/** What every route and service may use; tests build the app with their own. */
export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** The provider new orders pay through. */
  payments: PaymentProvider;
  /** Every provider this server can reach, by name: an order is refunded by the one that took its money. */
  providers: PaymentProviders;
  /** Signs values the server must recognise later (order access keys); shared by every instance. */
  appSecret: string;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
