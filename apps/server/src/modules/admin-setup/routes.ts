import { adminAuthResponseSchema, adminSetupLinkSchema, adminSetupParamsSchema, adminSetupSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/responses.ts";
import { presentAdministrator } from "../administrators/presenter.ts";
import { checkSetupLink, completeSetup } from "./setup-service.ts";

const tags = ["First administrator"];
const description =
  "The link printed in the server log at start-up when no administrator exists (APP_URL/admin/setup/{token}) " +
  "works once, for 24 hours, and only while there is no administrator: 404 for an unknown token, 410 for a spent one.";

/** Public: the setup token printed in the log is the credential. */
export const adminSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    "/api/admin-setup/:token",
    {
      schema: {
        tags,
        summary: "Whether a first-administrator setup link still works",
        description,
        params: adminSetupParamsSchema,
        response: { 200: adminSetupLinkSchema, ...errorResponses(404, 410, 422, 429) },
      },
    },
    async (request) => checkSetupLink(deps, request.params.token, request.ip),
  );

  app.post(
    "/api/admin-setup/:token",
    {
      schema: {
        tags,
        summary: "Create the first administrator with the setup link and sign them in",
        description,
        params: adminSetupParamsSchema,
        body: adminSetupSchema,
        response: { 201: adminAuthResponseSchema, ...errorResponses(404, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const { administrator, token } = await completeSetup(deps, request.params.token, request.body, request.ip);
      return reply.code(201).send({ token, user: presentAdministrator(administrator) });
    },
  );
};
