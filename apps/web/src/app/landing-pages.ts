import { SPORTS } from "@courtside/contract";
import { i18n } from "@lingui/core";
import { sportName } from "../i18n/common.ts";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { env } from "../lib/env.ts";
import type { AppShell } from "./app-shell.ts";
import { t } from "./i18n.ts";
import { pageHeadings } from "./page-titles.ts";
import { paths } from "./paths.ts";

/**
 * A page people open directly (a link, a bookmark, a search result), the module its route
 * loads, and what its HTML shows before the scripts run.
 */
export type LandingPage = { path: string; module: string; shells: Record<Locale, AppShell> };

const SCHEDULES = "src/features/schedules/court-schedules-page.tsx";

/**
 * The build (vite-route-preloads.ts) lists each page's route chunks and shell, and the server
 * puts them in that page's HTML, so the browser fetches them beside the entry instead of after it has
 * run. The modules are the ones the router's lazy imports name (router.tsx); the build fails
 * if one is not a lazily loaded chunk.
 */
/** The header's links that are the same for everyone (the rendered header adds sign-in or profile). */
const links = () => [
  { href: paths.sport.tennis.home, label: sportName("tennis") },
  { href: paths.sport.padel.home, label: sportName("padel") },
  { href: paths.courtSchedules, label: t("app.nav.schedules") },
  { href: paths.sport.tennis.openMatches, label: t("app.nav.openMatches") },
];

/** A page's shell in each language the app speaks (the server sends the one the visitor reads). */
const shells = (heading: () => { title: string; description: string }): Record<Locale, AppShell> =>
  Object.fromEntries(
    LOCALES.map((locale) => {
      i18n.activate(locale);
      return [locale, { clubName: env.clubName, navLabel: t("app.nav.label"), links: links(), ...heading() }];
    }),
  ) as Record<Locale, AppShell>;

export const landingPages: LandingPage[] = [
  { path: paths.home, module: "src/features/landing/landing-page.tsx", shells: shells(() => pageHeadings.home()) },
  { path: paths.courtSchedules, module: SCHEDULES, shells: shells(() => pageHeadings.courtSchedules(null)) },
  ...SPORTS.flatMap((sport) => [
    {
      path: paths.sport[sport].home,
      module: "src/features/booking/booking-home-page.tsx",
      shells: shells(() => pageHeadings.bookingHome(sport)),
    },
    { path: paths.sport[sport].courtSchedules, module: SCHEDULES, shells: shells(() => pageHeadings.courtSchedules(sport)) },
  ]),
];
