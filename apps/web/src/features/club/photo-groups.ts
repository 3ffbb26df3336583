import { CLUB_IMAGE_LIMITS, type ClubPhoto } from "@courtside/contract";
import type { PhotoCourt } from "./api/get-courts.ts";

/** The photos of one subject: the club (court null), or one court. */
export type PhotoGroup = { court: PhotoCourt | null; courtId: number | null; photos: ClubPhoto[]; limit: number };

/**
 * The club's photos first, then each court's in the catalog's order: active courts always (a
 * photo can be added to them), others only while they still have photos. A photo whose court is
 * not in the list (the list failed to load) keeps a group of its own.
 */
export function photoGroups(photos: readonly ClubPhoto[], courts: readonly PhotoCourt[]): PhotoGroup[] {
  const of = (courtId: number | null) => photos.filter((p) => p.court_id === courtId);
  const groups: PhotoGroup[] = [{ court: null, courtId: null, photos: of(null), limit: CLUB_IMAGE_LIMITS.clubPhotos }];
  const courtGroup = (court: PhotoCourt | null, courtId: number): PhotoGroup => ({
    court,
    courtId,
    photos: of(courtId),
    limit: CLUB_IMAGE_LIMITS.courtPhotos,
  });
  for (const court of courts) {
    const group = courtGroup(court, court.id);
    if (court.active || group.photos.length > 0) groups.push(group);
  }
  const listed = new Set(courts.map((c) => c.id));
  const unlisted = [...new Set(photos.map((p) => p.court_id))].filter((id): id is number => id !== null && !listed.has(id));
  for (const id of unlisted) groups.push(courtGroup(null, id));
  return groups;
}
