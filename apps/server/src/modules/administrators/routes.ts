import { adminAuthResponseSchema, administratorSchema, loginRequestSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdministrator } from "../../http/auth.ts";
import { bearerAuth, errorResponses, noContent } from "../../http/responses.ts";
import { presentAdministrator } from "./presenter.ts";
import { loginAdministrator, logoutAdministrator } from "./session-service.ts";

const tags = ["Administrator session"];

export const administratorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    "/api/login",
    {
      schema: {
        tags,
        summary: "Sign in as an administrator",
        body: loginRequestSchema,
        response: { 200: adminAuthResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const { administrator, token } = await loginAdministrator(deps, request.body, request.ip);
      return { token, user: presentAdministrator(administrator) };
    },
  );

  app.post(
    "/api/logout",
    {
      schema: {
        tags,
        summary: "Sign out (revokes the token)",
        security: bearerAuth,
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const principal = await requireAdministrator(request);
      await logoutAdministrator(deps, principal.tokenId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/user",
    {
      schema: {
        tags,
        summary: "The signed-in administrator",
        security: bearerAuth,
        response: { 200: administratorSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => presentAdministrator((await requireAdministrator(request)).administrator),
  );
};
