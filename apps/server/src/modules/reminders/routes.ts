import { reminderOptOutRequestSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../http/responses.ts";
import { optOut } from "./opt-out.ts";

/** `POST /api/reminders/opt-out`: the link in every reminder turns them off for its address (no sign-in needed). */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/reminders/opt-out",
    {
      schema: {
        tags: ["Reminders"],
        summary: "Turn booking reminders off for an address, with the key from a reminder's link",
        description:
          "422 reminder_link_invalid for a key that is not the address's (an HMAC of it: nothing to guess). Members can " +
          "also turn them off on their profile.",
        body: reminderOptOutRequestSchema,
        response: { 204: noContent, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await optOut(app.deps, request.body.email, request.body.key);
      return reply.code(204).send(null);
    },
  );
};
