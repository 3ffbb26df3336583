import type { Club } from "@courtside/contract";
import type { Config } from "../../config.ts";
import type { AppDeps } from "../../deps.ts";
import { clubInformation } from "./club-settings.ts";

/** A mail's club is trusted at most this long (another instance's save has no notification). */
const TTL_MS = 1000;

type Entry = { at: number; club: Promise<Club> };

// Keyed by the configuration, which every view of one app's deps shares (the waitlist's own too).
const recent = new WeakMap<Config, Entry>();

/**
 * The club's information as read at most a second ago, for mails: a burst of cancels and
 * offers mails hundreds of people, each mail naming the club and showing its logo, and would
 * read the same two rows every time. This instance's own saves drop it at once.
 */
export function recentClub(deps: Pick<AppDeps, "database" | "config">): Promise<Club> {
  const hit = recent.get(deps.config);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.club;
  const entry = { at: Date.now(), club: clubInformation(deps.database.db, deps.config) };
  recent.set(deps.config, entry);
  entry.club.catch(() => {
    if (recent.get(deps.config) === entry) recent.delete(deps.config);
  });
  return entry.club;
}

/** The owner saved the club or its images here: the next mail reads them again. */
export function forgetRecentClub(deps: Pick<AppDeps, "config">): void {
  recent.delete(deps.config);
}
