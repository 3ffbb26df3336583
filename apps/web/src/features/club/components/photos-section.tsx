import type { Club } from "@courtside/contract";
import { Divider } from "@mantine/core";
import { QueryState } from "../../../components/query-state.tsx";
import { useAllCourts } from "../api/get-courts.ts";
import { useT } from "../i18n.ts";
import { photoGroups } from "../photo-groups.ts";
import { AddPhotoForm } from "./add-photo-form.tsx";
import { ImageSection } from "./image-section.tsx";
import { PhotoGroupList } from "./photo-group.tsx";

/** The club's photos and each court's, grouped, and the form that adds one. */
export function PhotosSection({ club }: { club: Club }) {
  const t = useT();
  const { courts, pending, error } = useAllCourts();
  return (
    <ImageSection id="club-photos-heading" title={t("club.photos.heading")} intro={t("club.photos.intro")}>
      <QueryState what={t("club.photos.loadingCourts")} pending={pending} error={error} />
      {/* Until the courts are read, a court's photos could not be named. */}
      {!pending && (
        <>
          {photoGroups(club.photos, courts).map((group) => (
            <PhotoGroupList key={group.courtId ?? "club"} group={group} />
          ))}
          <Divider />
          <AddPhotoForm courts={courts} />
        </>
      )}
    </ImageSection>
  );
}
