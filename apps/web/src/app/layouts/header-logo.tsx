import type { ClubImage } from "@courtside/contract";
import "./header-logo.css";

/** The logo's height in the header on a wide screen (a phone's is 28 px: header-logo.css). */
const HEADER_LOGO_HEIGHT = 32;

/**
 * The logo's size at `height` px tall, its shape kept: the attributes that reserve its place.
 * (The server takes no logo under 32 px a side, so the width never rounds to nothing.)
 */
export function logoSizeAt(logo: Pick<ClubImage, "width" | "height">, height: number) {
  return { width: Math.round((logo.width * height) / logo.height), height };
}

/**
 * The club's logo before its name in the header's home link. The name is written beside it,
 * so the logo says nothing more (`alt=""`); its width and height reserve its place before it loads.
 */
export function HeaderLogo({ logo }: { logo: ClubImage }) {
  const size = logoSizeAt(logo, HEADER_LOGO_HEIGHT);
  return <img className="header-logo" src={logo.small_url} alt="" width={size.width} height={size.height} />;
}
