/**
 * Sport is a parameter: every per-sport path (web routes, API prefixes) is derived
 * from this one map, so tennis and padel never get separate code.
 */
export const SPORTS = ["tennis", "padel"] as const;
export type Sport = (typeof SPORTS)[number];

export const sportSettings = {
  tennis: { api: "frontend", routeBase: "", label: "Tennis" },
  padel: { api: "frontend_padel", routeBase: "/padel", label: "Padel" },
} as const satisfies Record<Sport, { api: string; routeBase: string; label: string }>;

export type SportApi = (typeof sportSettings)[Sport]["api"];
export const SPORT_APIS = SPORTS.map((s) => sportSettings[s].api) as SportApi[];

export function sportFromApi(api: string): Sport | undefined {
  return SPORTS.find((s) => sportSettings[s].api === api);
}

export function isSport(value: unknown): value is Sport {
  return typeof value === "string" && (SPORTS as readonly string[]).includes(value);
}

/** A member's profile page for a sport: /profile for the first sport, /profile-{sport} for the others (spec section 2). */
export function profilePath(sport: Sport): string {
  return sportSettings[sport].routeBase ? `/profile-${sport}` : "/profile";
}
