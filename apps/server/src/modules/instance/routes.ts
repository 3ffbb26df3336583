import { instancePath, instanceSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clubInformation } from "../club/club-settings.ts";

/** Public: lets the web app label a demo instance as such. */
export const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  app.get(
    instancePath,
    {
      schema: {
        tags: ["Instance"],
        summary:
          "How this server runs: whether payments go through the demo provider (no money moves); the club's name and contact",
        response: { 200: instanceSchema },
      },
    },
    async () => {
      // The owner's settings (the club module), which fall back to the server's.
      const club = await clubInformation(database.db, config);
      return { demo_payments: config.demoPayments, club: { name: club.name, contact_email: club.contact_email } };
    },
  );
};
