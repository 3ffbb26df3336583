import type { Sport } from "@courtside/contract";
import { env } from "../lib/env.ts";
import { t } from "./i18n.ts";

/** A page's h1 and the line under it. */
export type PageHeading = { title: string; description: string };

/**
 * The headings of the pages people land on, in one place: the pages render them, and the build
 * puts them in each landing page's static shell (app-shell.ts), so the two cannot drift apart.
 */
export const pageHeadings = {
  home: (): PageHeading => ({
    title: env.clubName,
    description: t("app.heading.home.description"),
  }),
  courtSchedules: (sport: Sport | null): PageHeading => ({
    title: sport ? t("app.heading.sportSchedules.title", { sport }) : t("app.heading.schedules.title"),
    description: t("app.heading.schedules.description"),
  }),
  bookingHome: (sport: Sport): PageHeading => ({
    title: t("app.heading.bookingHome.title", { sport }),
    description: t("app.heading.bookingHome.description"),
  }),
};
