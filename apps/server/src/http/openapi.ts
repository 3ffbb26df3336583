import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { completeDocument, type OpenApiDocument } from "./openapi-document.ts";

/** The OpenAPI document is generated from the contract's zod schemas on the routes. */
export async function registerOpenApi(app: FastifyInstance, appUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Courtside API", version: "1.0.0", description: "Court booking for tennis and padel. See API.md." },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      completeDocument(jsonSchemaTransformObject(input) as OpenApiDocument, appUrl) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
