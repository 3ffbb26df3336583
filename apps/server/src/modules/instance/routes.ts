import { instancePath, instanceSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Public: lets the web app label a demo instance as such. */
export const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
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
    async () => ({ demo_payments: config.demoPayments, club: { name: config.clubName, contact_email: config.clubEmail } }),
  );
};
