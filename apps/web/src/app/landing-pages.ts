import { SPORTS } from "@courtside/contract";
import { env } from "../lib/env.ts";
import type { AppShell } from "./app-shell.ts";
import { pageHeadings } from "./page-titles.ts";
import { paths } from "./paths.ts";

/**
 * A page people open directly (a link, a bookmark, a search result), the module its route
 * loads, and what its HTML shows before the scripts run.
 */
export type LandingPage = { path: string; module: string; shell: AppShell };

const SCHEDULES = "src/features/schedules/court-schedules-page.tsx";

/**
 * The build (vite-route-preloads.ts) lists each page's route chunks and shell, and the server
 * puts them in that page's HTML, so the browser fetches them beside the entry instead of after it has
 * run. The modules are the ones the router's lazy imports name (router.tsx); the build fails
 * if one is not a lazily loaded chunk.
 */
/** The header's links that are the same for everyone (the rendered header adds sign-in or profile). */
const links = [
  { href: paths.sport.tennis.home, label: "Tennis" },
  { href: paths.sport.padel.home, label: "Padel" },
  { href: paths.courtSchedules, label: "Schedules" },
];
const shell = (heading: { title: string; description: string }): AppShell => ({ clubName: env.clubName, links, ...heading });

export const landingPages: LandingPage[] = [
  { path: paths.home, module: "src/features/landing/landing-page.tsx", shell: shell(pageHeadings.home()) },
  { path: paths.courtSchedules, module: SCHEDULES, shell: shell(pageHeadings.courtSchedules(null)) },
  ...SPORTS.flatMap((sport) => [
    {
      path: paths.sport[sport].home,
      module: "src/features/booking/booking-home-page.tsx",
      shell: shell(pageHeadings.bookingHome(sport)),
    },
    { path: paths.sport[sport].courtSchedules, module: SCHEDULES, shell: shell(pageHeadings.courtSchedules(sport)) },
  ]),
];
