import type { ClubImage, ClubPhoto } from "@courtside/contract";
import { Title } from "@mantine/core";
import { logoSizeAt } from "../../app/layouts/header-logo.tsx";
import { GALLERY_SIZES, photoSrcSet, photosOfTheClub } from "./club-photos.ts";
import { useT } from "./i18n.ts";
import "./landing.css";

/** The club's own photos: one column on a phone, three on a wide screen. Nothing without photos. */
export function ClubGallery({ photos }: { photos: ClubPhoto[] }) {
  const t = useT();
  const shown = photosOfTheClub(photos);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="club-gallery">
      <Title order={2} size="h3" id="club-gallery" mb="sm">
        {t("landing.gallery")}
      </Title>
      <ul className="club-gallery">
        {shown.map((photo) => (
          <li key={photo.id}>
            <img
              src={photo.small_url}
              srcSet={photoSrcSet(photo)}
              sizes={GALLERY_SIZES}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              alt={photo.alt}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The logo, large, heading the club's information. No name is written beside it here, so it
 * says the club's name, as a logo's text alternative does.
 */
export function ClubLogo({ logo, name }: { logo: ClubImage; name: string }) {
  const size = logoSizeAt(logo, 96);
  return <img className="landing-logo" src={logo.url} width={size.width} height={size.height} alt={name} />;
}
