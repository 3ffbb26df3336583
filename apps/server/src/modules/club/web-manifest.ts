import { type Club, clubIconPath } from "@courtside/contract";

/** The icons the web build ships (apps/web/public/icons), drawn from the favicon: until the owner sets a logo. */
const BUILT_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** The same three icons, drawn by the server from the owner's logo. */
const logoIcons = (logoId: string) =>
  BUILT_ICONS.map((icon) => ({
    ...icon,
    src: clubIconPath(
      logoId,
      icon.purpose === "maskable" ? "icon-maskable-512" : icon.sizes === "192x192" ? "icon-192" : "icon-512",
    ),
  }));

/** A home-screen label shows about 12 characters: the club's name when it fits, else its first word. */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  return (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

/**
 * The club's web app manifest: installed, the app is the club's, named as the owner named it and
 * in its colour. Opens on the home page, standalone (no browser bars).
 */
export function webManifest(club: Club) {
  return {
    id: "/",
    name: club.name,
    short_name: shortName(club.name),
    description: `Book tennis and padel courts at ${club.name}.`,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: club.primary_color,
    icons: club.logo ? logoIcons(club.logo.id) : BUILT_ICONS,
  };
}
