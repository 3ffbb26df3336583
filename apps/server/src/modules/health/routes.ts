import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    "/healthz",
    { schema: { tags: ["Health"], summary: "The process is up", response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
  );
  app.get(
    "/readyz",
    {
      schema: {
        tags: ["Health"],
        summary: "The database answers (else 503)",
        response: { 200: z.object({ status: z.literal("ready") }), 503: z.object({ message: z.string() }) },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: "ready" as const };
      } catch {
        return reply.code(503).send({ message: "The database is not reachable." });
      }
    },
  );
};
