import type { ClubPhoto } from "@courtside/contract";

/** The server's small copy of a photo is at most this wide (apps/server image-processing.ts). */
const SMALL_WIDTH = 480;

/** The photos of the club itself, in the owner's order; a court's photos show where courts are chosen. */
export const photosOfTheClub = (photos: ClubPhoto[]) => photos.filter((photo) => photo.court_id === null);

/**
 * Both copies for the browser to choose from: the small one for a phone's column, the full one
 * for a sharp screen. A photo no wider than the small copy has only that one.
 */
export function photoSrcSet(photo: Pick<ClubPhoto, "url" | "small_url" | "width">): string | undefined {
  if (photo.width <= SMALL_WIDTH) return undefined;
  return `${photo.small_url} ${SMALL_WIDTH}w, ${photo.url} ${photo.width}w`;
}

/** How wide a photo shows: the page's width on a phone, a third of it from 48em (landing.css). */
export const GALLERY_SIZES = "(min-width: 48em) 33vw, 100vw";
