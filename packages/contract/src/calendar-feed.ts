import { z } from "zod";

/** A member's calendar subscription: all their bookings at one secret address (revocable). */
export const calendarFeedPaths = {
  /** The member's own subscription: GET its state, POST a new address (the old one stops), DELETE to stop it. */
  mine: "/api/frontend/calendar-feed",
  /** The feed itself, for calendar apps: the address holds the secret. */
  feed: (token: string) => `/api/calendar-feeds/${encodeURIComponent(token)}/bookings.ics`,
} as const;

export const calendarFeedStateSchema = z
  .object({ active: z.boolean(), created_at: z.string().nullable() })
  .meta({ id: "CalendarFeedState" });
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** Shown once, when made: only its hash is kept. */
export const calendarFeedCreatedSchema = z
  .object({ url: z.string(), created_at: z.string() })
  .meta({ id: "CalendarFeedCreated" });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
