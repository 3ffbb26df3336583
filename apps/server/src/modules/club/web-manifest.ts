import type { Club } from "@courtside/contract";

/** The icons the web build ships (apps/web/public/icons), drawn from the favicon. */
const ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

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
    icons: ICONS,
  };
}
