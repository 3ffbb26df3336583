import { SPORTS, type Sport, sportSettings, webRoutes } from "@courtside/contract";
import { generatePath } from "react-router";

/**
 * The one table of route paths (spec section 2). The page patterns are the contract's
 * `webRoutes`, which the server also reads to answer unknown pages with 404; per-sport paths
 * come from the contract's sports map. This module adds what only the web app needs (the
 * `?module=` values) and has no React and no feature imports, so every layer may read it.
 */
function sportRoutes(sport: Sport) {
  const modulePrefix = sportSettings[sport].routeBase ? `${sport}-` : "";
  return {
    ...webRoutes.sport[sport],
    /** `?module=` values of the schedule-addons target. */
    addonModules: { multi: `${modulePrefix}multi-addons`, single: `${modulePrefix}addons` },
  } as const;
}

export type SportRoutes = ReturnType<typeof sportRoutes>;

export const paths = {
  ...webRoutes,
  sport: Object.fromEntries(SPORTS.map((s) => [s, sportRoutes(s)])) as Record<Sport, SportRoutes>,
} as const;

/** Fills a path template, e.g. `to(paths.sport.padel.extraAddon, { order_id })`. */
export const to = generatePath;

/** Link to the schedule-addons target with its `?module=` value. */
export function scheduleAddonsHref(sport: Sport, id: string, kind: "multi" | "single"): string {
  const routes = paths.sport[sport];
  return `${generatePath(routes.scheduleAddons, { id })}?module=${routes.addonModules[kind]}`;
}
