import { adminClubPath, clubPath, clubSchema, clubUpdateSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId, guardAdministratorRoutes } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { clubInformation } from "./club-settings.ts";
import { updateClub } from "./update-club.ts";
import { webManifest } from "./web-manifest.ts";

const tags = ["Club"];

/** Public: the club's name, address, contact, hours, cancellation policy and colour (no secrets). */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  app.get(
    clubPath,
    { schema: { tags, summary: "The club's information, as its public pages show it", response: { 200: clubSchema } } },
    async () => clubInformation(database.db, config),
  );
  // The installable app's manifest (index.html links it): not part of the API, so not in its document.
  app.get("/manifest.webmanifest", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("Cache-Control", "no-cache")
      .type("application/manifest+json; charset=utf-8")
      .send(JSON.stringify(webManifest(await clubInformation(database.db, config)))),
  );
};

/** The owner sets the club's information (permission `club`: owners only). */
export const adminClubRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  app.put(
    adminClubPath,
    {
      config: { permission: "club" },
      schema: {
        tags,
        summary: "Change the club's name, address, contact, opening hours, cancellation policy and primary colour",
        description:
          "Owners only. The whole record: name 1–80, address 1–300, phone 0–40, contact_email (an address, ≤ 254), " +
          "opening_hours 0–600 and cancellation_policy 0–2000 characters (line breaks allowed in these two), primary_color " +
          "#RRGGBB with a contrast of at least 4.5:1 against white text. Unknown fields are refused. Audited `club.update`.",
        security: bearerAuth,
        body: clubUpdateSchema,
        response: { 200: clubSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => updateClub(app.deps, await actingAdministratorId(request), request.body),
  );
};
