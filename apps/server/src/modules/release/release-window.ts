import { formatDay, formatInstant } from "@courtside/contract";
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { HttpError, worded } from "../../http/http-error.ts";
import { dateOpensAt, type WindowRules } from "../booking-policy/window.ts";
import { releaseWords } from "./i18n.ts";

export type ReleaseRules = WindowRules & { releaseWindowSeconds: number };
export type DrawWindow = { opens: Date; closes: Date };

/**
 * A date's draw window: from the instant it opens to everyone (a registered player's opening:
 * plan priority members may book first come before it) for release_window_seconds. Null
 * when the rule is 0: the date opens first come.
 */
export function drawWindow(rules: ReleaseRules, zone: string, date: string): DrawWindow | null {
  if (rules.releaseWindowSeconds <= 0) return null;
  const opens = dateOpensAt(date, zone, rules, rules.totalDays);
  return { opens, closes: new Date(opens.getTime() + rules.releaseWindowSeconds * 1000) };
}

export type WindowPhase = "none" | "before" | "open" | "closed";

export function windowPhase(window: DrawWindow | null, now: Date): WindowPhase {
  if (!window) return "none";
  if (now < window.opens) return "before";
  return now < window.closes ? "open" : "closed";
}

/** The wall time with seconds a draw closes at, "07:01:00", in the facility's zone. */
export function closingTime(window: DrawWindow, zone: string): string {
  return format(window.closes, "HH:mm:ss", { in: tz(zone) });
}

/**
 * 422 release_draw_open for an order of a date whose draw is open: members enter the draw
 * instead; guests hear the draw is for members and when the date opens to them.
 */
export function drawOpenRefusal(
  window: DrawWindow,
  date: string,
  zone: string,
  guest: boolean,
  field = "date",
  drawing = false,
): HttpError {
  const until = closingTime(window, zone);
  const key = drawing ? "release.drawBeingMade" : guest ? "release.drawForMembers" : "release.drawOpen";
  const message = worded(releaseWords, key, (locale) => ({
    date: formatDay(date, locale),
    until,
    opens: formatInstant(window.closes, zone, locale),
  }));
  return new HttpError(422, message, { [field]: [message] }, undefined, {
    code: "release_draw_open",
    params: { date, closes_at: window.closes.toISOString() },
  });
}
