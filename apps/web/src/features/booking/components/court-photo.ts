import type { ClubPhoto } from "@courtside/contract";

/** A court's first photo in the owner's order, if it has any. */
export function firstPhotoOf(photos: ClubPhoto[] | undefined, courtId: number): ClubPhoto | undefined {
  return photos?.find((photo) => photo.court_id === courtId);
}
