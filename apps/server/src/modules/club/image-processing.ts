import { CLUB_IMAGE_LIMITS } from "@courtside/contract";
import sharp, { type Metadata, type SharpOptions } from "sharp";

/** What the server keeps of an upload: its own encoding, in two sizes. */
export type ProcessedImage = {
  contentType: "image/png" | "image/jpeg";
  bytes: Buffer;
  smallBytes: Buffer;
  width: number;
  height: number;
};

/** Why an upload was refused, for the caller to word. */
export type ImageProblem =
  | { problem: "unreadable" }
  | { problem: "type"; found: string }
  | { problem: "too_many_pixels"; width: number; height: number }
  | { problem: "too_small"; width: number; height: number; minSide: number };

export type ImagePurpose = "logo" | "photo";

const READABLE = new Set(["png", "jpeg", "webp"]);
const LOGO_SIDE = 512;
const LOGO_SMALL_SIDE = 160;
const PHOTO_SIDE = 1600;
const PHOTO_SMALL_WIDTH = 480;

// Photos are decoded one at a time: a 40-megapixel decode takes 160 MB and most of a core.
sharp.concurrency(1);

/**
 * Decodes an upload and re-encodes it: the logo as PNG (transparency kept) at most 512 px a side,
 * a photo as JPEG at most 1600 px a side, turned as its camera said (EXIF) and stripped of its
 * metadata (a phone's photo carries where it was taken). Only PNG, JPEG and WebP are read: SVG
 * would run a renderer on an owner's file, and GIF's animation would be lost.
 */
export async function processImage(data: Buffer, purpose: ImagePurpose): Promise<ProcessedImage | ImageProblem> {
  const options = { limitInputPixels: CLUB_IMAGE_LIMITS.maxPixels, failOn: "error" as const };
  let meta: Metadata;
  try {
    meta = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { problem: "unreadable" };
  }
  if (!meta.format || !READABLE.has(meta.format)) return { problem: "type", found: meta.format ?? "unknown" };
  const [width, height] = meta.autoOrient ? [meta.autoOrient.width, meta.autoOrient.height] : [meta.width, meta.height];
  if (!width || !height) return { problem: "unreadable" };
  if (width * height > CLUB_IMAGE_LIMITS.maxPixels) return { problem: "too_many_pixels", width, height };
  const minSide = purpose === "logo" ? CLUB_IMAGE_LIMITS.logoMinSide : CLUB_IMAGE_LIMITS.photoMinSide;
  if (Math.min(width, height) < minSide) return { problem: "too_small", width, height, minSide };
  try {
    return purpose === "logo" ? await encodeLogo(data, options) : await encodePhoto(data, options);
  } catch {
    return { problem: "unreadable" };
  }
}

type Options = SharpOptions;

async function encodeLogo(data: Buffer, options: Options): Promise<ProcessedImage> {
  const full = await sharp(data, options)
    .rotate()
    .resize(LOGO_SIDE, LOGO_SIDE, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
  const small = await sharp(full.data)
    .resize(LOGO_SMALL_SIDE, LOGO_SMALL_SIDE, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { contentType: "image/png", bytes: full.data, smallBytes: small, width: full.info.width, height: full.info.height };
}

async function encodePhoto(data: Buffer, options: Options): Promise<ProcessedImage> {
  const full = await sharp(data, options)
    .rotate()
    .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const small = await sharp(full.data)
    .resize(PHOTO_SMALL_WIDTH, undefined, { withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
  return { contentType: "image/jpeg", bytes: full.data, smallBytes: small, width: full.info.width, height: full.info.height };
}

/** The installable app's icons from the logo, centred on white with room around it. */
export async function iconFromLogo(logo: Buffer, side: number, maskable: boolean): Promise<Buffer> {
  // A maskable icon may be cut to a circle: its safe zone is the middle 80 %, so the logo keeps to 60 %.
  const inner = Math.round(side * (maskable ? 0.6 : 0.84));
  const fitted = await sharp(logo).resize(inner, inner, { fit: "contain", background: "#ffffff00" }).png().toBuffer();
  return sharp({ create: { width: side, height: side, channels: 4, background: "#ffffff" } })
    .composite([{ input: fitted, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
