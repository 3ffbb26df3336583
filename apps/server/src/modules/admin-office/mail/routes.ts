import { mailMessageSchema, mailPageSchema, mailParamsSchema, mailQuerySchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerAuth, errorResponses } from "../../../http/responses.ts";
import { mailMessage, mailPage } from "./service.ts";

const tags = ["Back office: mail outbox"];

export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    "/api/admin/mail",
    {
      config: { permission: "mail" },
      schema: {
        tags,
        summary: "Mail the server sent or stored (without SMTP_URL every message stays here as stored), newest first",
        security: bearerAuth,
        querystring: mailQuerySchema,
        response: { 200: mailPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => mailPage(deps, request.query),
  );

  app.get(
    "/api/admin/mail/:id",
    {
      config: { permission: "mail" },
      schema: {
        tags,
        summary:
          "One message: its plain-text body (outside the demo, links that are secrets are hidden) and the names and types of its attachments",
        security: bearerAuth,
        params: mailParamsSchema,
        response: { 200: mailMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => mailMessage(deps, request.params.id),
  );
};
