/** The club's logo and photos (issue "The club's own app": brand and club information). */
import { z } from "zod";
import { idSchema, singleLineText, textRequired, textTooLong } from "./common.ts";
import { say } from "./wording.ts";

/**
 * What an upload may be. The server decodes every image and stores its own re-encoding
 * (PNG for the logo, JPEG for photos), so what is served is never the bytes that were sent.
 */
export const CLUB_IMAGE_LIMITS = {
  /** Bytes of the file as chosen (about 7 MB of base64). */
  maxBytes: 5 * 1024 * 1024,
  /** Pixels of the decoded image: a small file can decode to a huge one. */
  maxPixels: 40_000_000,
  /** Shortest side: a logo is shown up to 48 px tall (96 on sharp screens), a photo fills a card. */
  logoMinSide: 32,
  photoMinSide: 200,
  /** Photos of the club, and of each court. */
  clubPhotos: 12,
  courtPhotos: 4,
  altText: 200,
  /** Image types read (what `accept` on the form's file field lists). */
  types: ["image/png", "image/jpeg", "image/webp"] as const,
} as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const maxBase64 = Math.ceil(CLUB_IMAGE_LIMITS.maxBytes / 3) * 4;

/** The file's bytes as base64 (no `data:` prefix). */
const imageData = z
  .string({ error: say("contract.clubImages.imageRequired") })
  .min(1, { error: say("contract.clubImages.imageRequired") })
  .max(maxBase64, { error: say("contract.clubImages.tooLarge", { megabytes: CLUB_IMAGE_LIMITS.maxBytes / 1024 / 1024 }) })
  .refine((value) => value.length % 4 === 0 && BASE64.test(value), { error: say("contract.clubImages.notBase64") })
  .describe(`The image file (PNG, JPEG or WebP, at most ${CLUB_IMAGE_LIMITS.maxBytes / 1024 / 1024} MB) as base64`);

/** PUT /api/admin/club/logo: the new logo replaces the old one. */
export const clubLogoUploadSchema = z.strictObject({ image: imageData }).meta({ id: "ClubLogoUpload" });
export type ClubLogoUpload = z.infer<typeof clubLogoUploadSchema>;

/** POST /api/admin/club/photos: a photo of the club (court_id null) or of one court. */
export const clubPhotoUploadSchema = z
  .strictObject({
    image: imageData,
    alt: singleLineText("photoDescription")
      .trim()
      .min(1, { error: textRequired("photoDescription") })
      .max(CLUB_IMAGE_LIMITS.altText, { error: textTooLong("photoDescription", CLUB_IMAGE_LIMITS.altText) })
      .describe("What the photo shows, read aloud by screen readers"),
    court_id: idSchema.nullable().describe("The court shown; null for a photo of the club"),
  })
  .meta({ id: "ClubPhotoUpload" });
export type ClubPhotoUpload = z.infer<typeof clubPhotoUploadSchema>;

export const clubImageSchema = z
  .object({
    id: z.string(),
    url: z.string().describe("The image (cached for ever: a new upload has a new id)"),
    small_url: z.string().describe("A version at most 480 px wide"),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: "ClubImage" });
export type ClubImage = z.infer<typeof clubImageSchema>;

export const clubPhotoSchema = clubImageSchema
  .extend({ alt: z.string(), court_id: z.number().int().nullable().describe("null: a photo of the club") })
  .meta({ id: "ClubPhoto" });
export type ClubPhoto = z.infer<typeof clubPhotoSchema>;

export const clubImageParamsSchema = z.object({
  image_id: z.uuid({ error: say("contract.clubImages.unknownImage") }),
  size: z.enum(["full", "small"]),
});
export const clubPhotoParamsSchema = z.object({ photo_id: z.uuid({ error: say("contract.clubImages.unknownImage") }) });
