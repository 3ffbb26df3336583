import {
  adminClubLogoPath,
  adminClubPath,
  adminClubPhotosPath,
  CLUB_ICON_NAMES,
  clubLogoUploadSchema,
  clubPath,
  clubPhotoParamsSchema,
  clubPhotoUploadSchema,
  clubSchema,
  clubUpdateSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actingAdministratorId, guardAdministratorRoutes } from "../../http/auth.ts";
import { notFound, worded } from "../../http/http-error.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { addPhoto, imageBytes, logoIcon, removeLogo, removePhoto, setLogo } from "./club-images.ts";
import { clubInformation } from "./club-settings.ts";
import { clubWords } from "./i18n.ts";
import { forgetRecentClub } from "./recent-club.ts";
import { updateClub } from "./update-club.ts";
import { webManifest } from "./web-manifest.ts";

const tags = ["Club"];

/** Images never change under an id (a new upload is a new id): cached for a year, anywhere. */
const FOREVER = "public, max-age=31536000, immutable";
/** An upload is base64 in JSON: 5 MB of file is about 7 MB of text. */
const UPLOAD_LIMIT = 8 * 1024 * 1024;
const imageNotFound = () => notFound(worded(clubWords, "club.imageNotFound"));
const imageParams = z.object({ image_id: z.uuid(), size: z.enum(["full", "small"]) });
const iconParams = z.object({ logo_id: z.uuid(), name: z.enum(CLUB_ICON_NAMES) });
const binary = (description: string) => ({ description, content: { "image/*": { schema: z.any() } } });

/** Public: the club's name, address, contact, hours, cancellation policy and colour (no secrets). */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  app.get(
    clubPath,
    { schema: { tags, summary: "The club's information, as its public pages show it", response: { 200: clubSchema } } },
    async () => clubInformation(database.db, config),
  );
  app.get(
    "/api/club/images/:image_id/:size",
    {
      schema: {
        tags,
        summary: "A logo or photo of the club, as the server stored it",
        description: "PNG (the logo) or JPEG (photos); `small` is at most 480 px wide (the logo 160 px). Cached for ever.",
        params: z.object({ image_id: z.string(), size: z.string() }),
        response: { 200: binary("The image"), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // A malformed id is simply no image: 404, as for an id that was removed.
      const parsed = imageParams.safeParse(request.params);
      const image = parsed.success ? await imageBytes(database.db, parsed.data.image_id, parsed.data.size) : null;
      if (!image) throw imageNotFound();
      return reply.header("Cache-Control", FOREVER).type(image.contentType).send(image.bytes);
    },
  );
  app.get(
    "/api/club/icons/:logo_id/:name",
    {
      schema: {
        tags,
        summary: "The installable app's icon, drawn from the club's logo",
        description: "`name` is icon-192, icon-512 or icon-maskable-512 with `.png`. The manifest names them.",
        params: z.object({ logo_id: z.uuid(), name: z.string() }),
        response: { 200: binary("A square PNG"), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const parsed = iconParams.safeParse({ ...request.params, name: request.params.name.replace(/\.png$/, "") });
      const icon = parsed.success ? await logoIcon(database.db, parsed.data.logo_id, parsed.data.name) : null;
      if (!icon) throw imageNotFound();
      return reply.header("Cache-Control", FOREVER).type("image/png").send(icon);
    },
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
        summary: "Change the club's name, address, contact, opening hours, cancellation policy, primary colour and match offer",
        description:
          "Owners only. The whole record: name 1–80, address 1–300, phone 0–40, contact_email (an address, ≤ 254), " +
          "opening_hours 0–600 and cancellation_policy 0–2000 characters (line breaks allowed in these two), primary_color " +
          "#RRGGBB with a contrast of at least 4.5:1 against white text; match_categories (optional, kept when not sent): " +
          "offer women's, men's and mixed open matches. Unknown fields are refused. Audited `club.update`.",
        security: bearerAuth,
        body: clubUpdateSchema,
        response: { 200: clubSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => updateClub(app.deps, await actingAdministratorId(request), request.body),
  );
  /** The club as an image change left it (mails read it afresh from now on too). */
  const club = () => {
    forgetRecentClub(app.deps);
    return clubInformation(app.deps.database.db, app.deps.config);
  };
  const imageRefusals = errorResponses(401, 403, 413, 422, 429);
  app.put(
    adminClubLogoPath,
    {
      bodyLimit: UPLOAD_LIMIT,
      config: { permission: "club" },
      schema: {
        tags,
        summary: "Set the club's logo",
        description:
          "Owners only. A PNG, JPEG or WebP file (base64, at most 5 MB and 40 megapixels, the shorter side at least 32 px), " +
          "stored as PNG at most 512 px a side; it replaces the logo before it. The header, the landing page, mails, " +
          "receipts and the installable app's icons use it. At most 60 uploads (logo and photos) per administrator in " +
          "10 minutes (429). Audited `club.logo_set`.",
        security: bearerAuth,
        body: clubLogoUploadSchema,
        response: { 200: clubSchema, ...imageRefusals },
      },
    },
    async (request) => {
      await setLogo(app.deps, await actingAdministratorId(request), request.body.image);
      return club();
    },
  );
  app.delete(
    adminClubLogoPath,
    {
      config: { permission: "club" },
      schema: {
        tags,
        summary: "Remove the club's logo",
        description: "Owners only. The club's name stands alone again. Audited `club.logo_remove`.",
        security: bearerAuth,
        response: { 200: clubSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removeLogo(app.deps, await actingAdministratorId(request));
      return club();
    },
  );
  app.post(
    adminClubPhotosPath,
    {
      bodyLimit: UPLOAD_LIMIT,
      config: { permission: "club" },
      schema: {
        tags,
        summary: "Add a photo of the club or of one court",
        description:
          "Owners only. A PNG, JPEG or WebP file (base64, at most 5 MB and 40 megapixels, the shorter side at least 200 px), " +
          "stored as JPEG at most 1600 px a side without its metadata, with a description (1–200 characters) for screen " +
          "readers. At most 12 photos of the club and 4 of each court (409 `photo_limit`). At most 60 uploads per " +
          "administrator in 10 minutes (429). Audited `club.photo_add`.",
        security: bearerAuth,
        body: clubPhotoUploadSchema,
        response: { 201: clubSchema, ...errorResponses(401, 403, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      await addPhoto(app.deps, await actingAdministratorId(request), request.body);
      return reply.code(201).send(await club());
    },
  );
  app.delete(
    `${adminClubPhotosPath}/:photo_id`,
    {
      config: { permission: "club" },
      schema: {
        tags,
        summary: "Remove a photo",
        description: "Owners only. Audited `club.photo_remove`.",
        security: bearerAuth,
        params: clubPhotoParamsSchema,
        response: { 200: clubSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removePhoto(app.deps, await actingAdministratorId(request), request.params.photo_id);
      return club();
    },
  );
};
