import { auditFacetsSchema, auditPageSchema, auditQuerySchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerAuth, errorResponses } from "../../../http/responses.ts";
import { auditEntries, auditFacets } from "./service.ts";

const tags = ["Back office: audit log"];

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    "/api/admin/audit",
    {
      config: { permission: "audit" },
      schema: {
        tags,
        summary: "Every change administrators made (who, what, when, before and after), newest first",
        security: bearerAuth,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => auditEntries(deps, request.query),
  );

  app.get(
    "/api/admin/audit/facets",
    {
      config: { permission: "audit" },
      schema: {
        tags,
        summary: "The entities and actions the audit log holds (filter choices)",
        security: bearerAuth,
        response: { 200: auditFacetsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => auditFacets(deps),
  );
};
