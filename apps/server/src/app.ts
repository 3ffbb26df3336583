import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { BackgroundTasks } from "./background.ts";
import { type Clock, systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import { loadAppSecret } from "./db/app-secret.ts";
import type { Database } from "./db/client.ts";
import type { AppDeps } from "./deps.ts";
import { registerCompression } from "./http/compression.ts";
import { type ServerTimeouts, serverTimeoutOptions, serverTimeouts } from "./http/connection-limits.ts";
import { registerCsrf } from "./http/csrf.ts";
import { registerErrorHandling, sendFrameworkError } from "./http/error-handler.ts";
import { logRedactPaths, logSerializers } from "./http/logging.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerSecurity } from "./http/security.ts";
import { fastifyTrustProxy } from "./http/trust-proxy.ts";
import { registerWebApp } from "./http/web-app.ts";
import { adminBookingRoutes } from "./modules/admin-bookings/routes.ts";
import { adminCatalogRoutes } from "./modules/admin-catalog/routes.ts";
import { adminOfficeRoutes } from "./modules/admin-office/routes.ts";
import { adminSetupRoutes } from "./modules/admin-setup/routes.ts";
import { administratorRoutes } from "./modules/administrators/routes.ts";
import { bookingPolicyRoutes } from "./modules/booking-policy/routes.ts";
import { calendarFeedRoutes } from "./modules/calendar-feed/routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { writeClubIssuer } from "./modules/club/club-settings.ts";
import { adminClubRoutes, clubRoutes } from "./modules/club/routes.ts";
import { creditRoutes } from "./modules/credit/routes.ts";
import { customerNoteRoutes } from "./modules/customers/note-routes.ts";
import { customerRoutes } from "./modules/customers/routes.ts";
import { adminDocumentRoutes, documentRoutes, memberDocumentRoutes } from "./modules/documents/routes.ts";
import { guestProofRoutes } from "./modules/guest-proof/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { speakContractWords } from "./modules/i18n/contract-words.ts";
import { registerRequestLanguage } from "./modules/i18n/request-language.ts";
import { instanceRoutes } from "./modules/instance/routes.ts";
import { adminLevelRoutes, levelRoutes } from "./modules/levels/routes.ts";
import { liveRoutes } from "./modules/live/routes.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { matchRoutes } from "./modules/matches/routes.ts";
import { memberRoutes } from "./modules/members/routes.ts";
import { membershipRoutes } from "./modules/memberships/routes.ts";
import { moveRoutes } from "./modules/moves/routes.ts";
import { orderRoutes } from "./modules/orders/routes.ts";
import { createDemoProvider } from "./modules/payments/demo-provider.ts";
import { paymentProviders } from "./modules/payments/providers.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { createStripeClient, createStripeProvider } from "./modules/payments/stripe-provider.ts";
import { playerRoutes } from "./modules/players/routes.ts";
import { adminReleaseRoutes, releaseRoutes } from "./modules/release/routes.ts";
import { reminderRoutes } from "./modules/reminders/routes.ts";
import { resultRoutes } from "./modules/results/routes.ts";
import { ruleRoutes } from "./modules/rules/routes.ts";
import { scheduleRoutes } from "./modules/schedule/routes.ts";
import { registerScheduleCache } from "./modules/schedule/schedule-cache.ts";
import { adminSeriesRoutes } from "./modules/series/admin-routes.ts";
import { memberSeriesRoutes } from "./modules/series/member-routes.ts";
import { shareRoutes } from "./modules/shares/routes.ts";
import { adminWaitlistRoutes, waitlistRoutes } from "./modules/waitlist/routes.ts";

export type BuildOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Shorter limits for tests. */
  timeouts?: Partial<ServerTimeouts>;
};

/** Builds the whole server; main.ts and the tests call this same function. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: logSerializers, redact: logRedactPaths, stream: options.logStream },
    bodyLimit: 100 * 1024,
    ...serverTimeoutOptions({ ...serverTimeouts, ...options.timeouts }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies are accepted; anything else is 415.
  app.removeContentTypeParser(["text/plain"]);

  const clock = options.clock ?? systemClock;
  const appSecret = config.appSecret ?? (await loadAppSecret(database.db));
  await writeClubIssuer(database.db, config);
  // New orders pay through Stripe when it is configured; the demo stays for refunding demo orders.
  const demo = createDemoProvider(config.appUrl);
  const payments = config.stripe ? createStripeProvider(createStripeClient(config.stripe), clock) : demo;
  const deps: AppDeps = {
    config,
    database,
    clock,
    log: app.log,
    background: new BackgroundTasks(app.log),
    mailer:
      options.mailer ?? createMailer({ db: database.db, clock, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    payments,
    providers: paymentProviders(payments, demo),
    appSecret,
  };
  app.decorate("deps", deps);
  app.addHook("onClose", () => deps.background.drain());

  registerErrorHandling(app);
  await app.register(cookie);
  // Validation messages (the contract's) in the request's language: set per request, read when a check fails.
  speakContractWords();
  registerRequestLanguage(app);
  await registerSecurity(app, config);
  await registerCompression(app);
  // Before the anti-forgery hook, so the document also lists /api/csrf-cookie (swagger sees routes added after it).
  await registerOpenApi(app, config.appUrl);
  registerCsrf(app, appSecret, config.appUrl.startsWith("https:"));
  registerScheduleCache(app);

  await app.register(healthRoutes);
  await app.register(instanceRoutes);
  await app.register(clubRoutes);
  await app.register(administratorRoutes);
  await app.register(memberRoutes);
  await app.register(ruleRoutes);
  await app.register(bookingPolicyRoutes);
  await app.register(catalogRoutes);
  await app.register(scheduleRoutes);
  await app.register(liveRoutes);
  await app.register(orderRoutes);
  await app.register(moveRoutes);
  await app.register(releaseRoutes);
  await app.register(waitlistRoutes);
  await app.register(levelRoutes);
  await app.register(playerRoutes);
  await app.register(resultRoutes);
  await app.register(shareRoutes);
  await app.register(matchRoutes);
  await app.register(reminderRoutes);
  await app.register(guestProofRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(paymentRoutes);
  await app.register(adminBookingRoutes);
  await app.register(adminSeriesRoutes);
  await app.register(memberSeriesRoutes);
  await app.register(customerRoutes);
  await app.register(customerNoteRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminOfficeRoutes);
  await app.register(adminClubRoutes);
  await app.register(adminSetupRoutes);
  await app.register(adminReleaseRoutes);
  await app.register(adminWaitlistRoutes);
  await app.register(adminLevelRoutes);
  await app.register(membershipRoutes);
  await app.register(creditRoutes);
  await app.register(documentRoutes);
  await app.register(memberDocumentRoutes);
  await app.register(adminDocumentRoutes);
  await registerWebApp(app, config.webDist);
  return app;
}
