import { apiPaths, guestChallengeSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createGuestChallenge } from "./challenge.ts";

export const guestProofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.guestChallenge,
    {
      schema: {
        tags: ["Orders"],
        summary: "A proof-of-work challenge for one guest order",
        description:
          "ALTCHA v2 (PBKDF2/SHA-256): find the counter whose derived key starts with parameters.keyPrefix and send " +
          "{challenge, solution: {counter, derivedKey}} as `proof` in the guest's order. One challenge serves one order " +
          "attempt within 10 minutes; its work grows with the court-slots guests hold unpaid. Members need none.",
        response: { 200: guestChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return createGuestChallenge(app.deps);
    },
  );
};
