import { sportName } from "../../../i18n/common.ts";
import type { PhotoCourt } from "../api/get-courts.ts";
import { useT } from "../i18n.ts";

/**
 * What a photo shows, in words: "The club", or a court with its sport ("Court 1 (Padel)"), or,
 * when the courts could not be read, the court's number.
 */
export function useSubjectName() {
  const t = useT();
  return (court: PhotoCourt | null, courtId: number | null = court?.id ?? null) => {
    if (court) return t("club.photos.courtOfSport", { court: court.name, sport: sportName(court.sport) });
    return courtId === null ? t("club.photos.ofClub") : t("club.photos.unknownCourt", { id: courtId });
  };
}
