import { type Sport, sportSettings } from "@courtside/contract";
import { env } from "../lib/env.ts";

/** A page's h1 and the line under it. */
export type PageHeading = { title: string; description: string };

/**
 * The headings of the pages people land on, in one place: the pages render them, and the build
 * puts them in each landing page's static shell (app-shell.ts), so the two cannot drift apart.
 */
export const pageHeadings = {
  home: (): PageHeading => ({
    title: env.clubName,
    description: "Book a court in under a minute, pay online, and play.",
  }),
  courtSchedules: (sport: Sport | null): PageHeading => ({
    title: sport ? `${sportSettings[sport].label} court schedules` : "Court schedules",
    description: "See which courts are free and pick a slot.",
  }),
  bookingHome: (sport: Sport): PageHeading => ({
    title: `Book ${sportSettings[sport].label.toLowerCase()}`,
    description: "Choose a date, a time and one or more courts.",
  }),
};
