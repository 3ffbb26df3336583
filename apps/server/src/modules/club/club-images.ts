import {
  CLUB_IMAGE_LIMITS,
  type ClubIconName,
  type ClubImage,
  type ClubPhoto,
  type ClubPhotoUpload,
  clubImagePath,
} from "@courtside/contract";
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubImages, courts } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, invalidField, notFound, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { hitLimit, limits } from "../auth/rate-limit.ts";
import { clubWords } from "./i18n.ts";
import { type ImageProblem, type ImagePurpose, iconFromLogo, processImage } from "./image-processing.ts";

const { bytes: _bytes, smallBytes: _small, ...listed } = getTableColumns(clubImages);
type ListedRow = { id: string; kind: "logo" | "photo"; courtId: number | null; alt: string; width: number; height: number };

const presentImage = (row: ListedRow): ClubImage => ({
  id: row.id,
  url: clubImagePath(row.id),
  small_url: clubImagePath(row.id, "small"),
  width: row.width,
  height: row.height,
});
const presentPhoto = (row: ListedRow): ClubPhoto => ({ ...presentImage(row), alt: row.alt, court_id: row.courtId });

/** The logo and the photos, as the club's information lists them (no bytes read). */
export async function clubImagesOf(db: Db): Promise<{ logo: ClubImage | null; photos: ClubPhoto[] }> {
  const rows = await db.select(listed).from(clubImages).orderBy(asc(clubImages.createdAt), asc(clubImages.id));
  const logo = rows.find((row) => row.kind === "logo");
  return { logo: logo ? presentImage(logo) : null, photos: rows.filter((row) => row.kind === "photo").map(presentPhoto) };
}

/** 422 on the `image` field, worded and coded for what was wrong with the file. */
function refusedImage(found: ImageProblem): HttpError {
  const field = "image";
  switch (found.problem) {
    case "unreadable":
      return invalidField(field, worded(clubWords, "club.imageUnreadable"), { code: "image_unreadable" });
    case "type":
      return invalidField(field, worded(clubWords, "club.imageType", { found: found.found.toUpperCase() }), {
        code: "image_type",
        params: { found: found.found },
      });
    case "too_many_pixels": {
      const params = { width: found.width, height: found.height, max: CLUB_IMAGE_LIMITS.maxPixels / 1_000_000 };
      return invalidField(field, worded(clubWords, "club.imageTooManyPixels", params), { code: "image_too_large", params });
    }
    case "too_small": {
      const params = { width: found.width, height: found.height, min: found.minSide };
      return invalidField(field, worded(clubWords, "club.imageTooSmall", params), { code: "image_too_small", params });
    }
  }
}

/** Decodes and re-encodes an upload, counted first against the administrator's upload limit (429). */
async function processed(deps: AppDeps, actorAdminId: string, base64: string, purpose: ImagePurpose) {
  await hitLimit(deps.database.db, `club-images:${actorAdminId}`, limits.clubImageUploads, deps.clock.now());
  const result = await processImage(Buffer.from(base64, "base64"), purpose);
  if ("problem" in result) throw refusedImage(result);
  return result;
}

const lockImages = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('courtside.club_images', 0))`);

/** Replaces the logo (or sets the first): one transaction, so there is never none in between. */
export async function setLogo(deps: AppDeps, actorAdminId: string, base64: string): Promise<void> {
  const image = await processed(deps, actorAdminId, base64, "logo");
  await deps.database.db.transaction(async (tx) => {
    await lockImages(tx);
    const [old] = await tx.delete(clubImages).where(eq(clubImages.kind, "logo")).returning({ id: clubImages.id });
    const [row] = await tx
      .insert(clubImages)
      .values({ kind: "logo", ...image })
      .returning({ id: clubImages.id, width: clubImages.width, height: clubImages.height });
    await recordAudit(tx, {
      actorAdminId,
      action: "club.logo_set",
      entity: "club",
      entityId: 1,
      before: old ? { logo: old.id } : null,
      after: { logo: row?.id, width: row?.width, height: row?.height },
    });
  });
}

export async function removeLogo(deps: AppDeps, actorAdminId: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [old] = await tx.delete(clubImages).where(eq(clubImages.kind, "logo")).returning({ id: clubImages.id });
    if (!old) throw notFound(worded(clubWords, "club.noLogo"));
    await recordAudit(tx, { actorAdminId, action: "club.logo_remove", entity: "club", entityId: 1, before: { logo: old.id } });
  });
}

/**
 * Adds a photo of the club or of one court. The club's and each court's limits are counted under
 * the images' lock in the writing transaction, so two owners adding at once cannot pass them.
 */
export async function addPhoto(deps: AppDeps, actorAdminId: string, input: ClubPhotoUpload): Promise<void> {
  const courtName = input.court_id === null ? null : await knownCourt(deps.database.db, input.court_id);
  const image = await processed(deps, actorAdminId, input.image, "photo");
  await deps.database.db.transaction(async (tx) => {
    await lockImages(tx);
    const sameSubject = input.court_id === null ? sql`${clubImages.courtId} is null` : eq(clubImages.courtId, input.court_id);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(clubImages)
      .where(and(eq(clubImages.kind, "photo"), sameSubject));
    const limit = courtName === null ? CLUB_IMAGE_LIMITS.clubPhotos : CLUB_IMAGE_LIMITS.courtPhotos;
    if (count >= limit) throw photoLimit(courtName, limit);
    const [row] = await tx
      .insert(clubImages)
      .values({ kind: "photo", courtId: input.court_id, alt: input.alt, ...image })
      .returning({ id: clubImages.id });
    await recordAudit(tx, {
      actorAdminId,
      action: "club.photo_add",
      entity: "club",
      entityId: 1,
      after: { photo: row?.id, alt: input.alt, court_id: input.court_id, court: courtName },
    });
  });
}

function photoLimit(courtName: string | null, limit: number): HttpError {
  const params: Record<string, string | number> = courtName === null ? { limit } : { limit, court: courtName };
  const message =
    courtName === null ? worded(clubWords, "club.clubPhotoLimit", params) : worded(clubWords, "club.courtPhotoLimit", params);
  return new HttpError(409, message, undefined, undefined, { code: "photo_limit", params });
}

async function knownCourt(db: Db, courtId: number): Promise<string> {
  const [court] = await db.select({ name: courts.name }).from(courts).where(eq(courts.id, courtId));
  if (!court) throw invalidField("court_id", worded(clubWords, "club.unknownCourt", { id: courtId }), { code: "not_found" });
  return court.name;
}

export async function removePhoto(deps: AppDeps, actorAdminId: string, photoId: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [old] = await tx
      .delete(clubImages)
      .where(and(eq(clubImages.id, photoId), eq(clubImages.kind, "photo")))
      .returning({ id: clubImages.id, alt: clubImages.alt, courtId: clubImages.courtId });
    if (!old) throw notFound(worded(clubWords, "club.photoNotFound"));
    await recordAudit(tx, {
      actorAdminId,
      action: "club.photo_remove",
      entity: "club",
      entityId: 1,
      before: { photo: old.id, alt: old.alt, court_id: old.courtId },
    });
  });
}

/** An image's bytes to serve, or null when there is no such image. */
export async function imageBytes(db: Db, imageId: string, size: "full" | "small") {
  const [row] = await db
    .select({ contentType: clubImages.contentType, bytes: size === "full" ? clubImages.bytes : clubImages.smallBytes })
    .from(clubImages)
    .where(eq(clubImages.id, imageId));
  return row ?? null;
}

const ICON_SHAPES: Record<ClubIconName, { side: number; maskable: boolean }> = {
  "icon-192": { side: 192, maskable: false },
  "icon-512": { side: 512, maskable: false },
  "icon-maskable-512": { side: 512, maskable: true },
};
// Icons are drawn once per logo and instance; a logo is immutable, so they never go stale.
const drawnIcons = new Map<string, Promise<Buffer>>();
const MAX_DRAWN = 12;

/** The app icon drawn from this logo, or null when it is not the logo (or no longer is). */
export async function logoIcon(db: Db, logoId: string, name: ClubIconName): Promise<Buffer | null> {
  const key = `${logoId}/${name}`;
  const [logo] = await db
    .select({ id: clubImages.id })
    .from(clubImages)
    .where(and(eq(clubImages.id, logoId), eq(clubImages.kind, "logo")));
  if (!logo) return null;
  let icon = drawnIcons.get(key);
  if (!icon) {
    const { side, maskable } = ICON_SHAPES[name];
    icon = logoBytes(db, logoId).then((bytes) => iconFromLogo(bytes, side, maskable));
    if (drawnIcons.size >= MAX_DRAWN) drawnIcons.clear();
    drawnIcons.set(key, icon);
    icon.catch(() => drawnIcons.delete(key));
  }
  return icon;
}

async function logoBytes(db: Db, logoId: string): Promise<Buffer> {
  const [row] = await db.select({ bytes: clubImages.bytes }).from(clubImages).where(eq(clubImages.id, logoId));
  if (!row) throw new Error("the logo went while its icon was drawn");
  return row.bytes;
}
