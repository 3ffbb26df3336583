import { SPORTS } from "@courtside/contract";
import { paths } from "./paths.ts";

/** A page people open directly (a link, a bookmark, a search result) and the module its route loads. */
export type LandingPage = { path: string; module: string };

const SCHEDULES = "src/features/schedules/court-schedules-page.tsx";

/**
 * The build (vite-route-preloads.ts) lists each page's route chunks, and the server names them
 * in that page's HTML, so the browser fetches them beside the entry instead of after it has
 * run. The modules are the ones the router's lazy imports name (router.tsx); the build fails
 * if one is not a lazily loaded chunk.
 */
export const landingPages: LandingPage[] = [
  { path: paths.home, module: "src/features/landing/landing-page.tsx" },
  { path: paths.courtSchedules, module: SCHEDULES },
  ...SPORTS.flatMap((sport) => [
    { path: paths.sport[sport].home, module: "src/features/booking/booking-home-page.tsx" },
    { path: paths.sport[sport].courtSchedules, module: SCHEDULES },
  ]),
];
