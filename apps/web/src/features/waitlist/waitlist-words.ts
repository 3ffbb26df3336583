import type { MyWaitlist, WaitlistEntry } from "@courtside/contract";
import { t } from "./i18n.ts";

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (in the language in use: "2.º", "2e"). */
export function ordinal(n: number): string {
  return t("waitlist.ordinal", { n });
}

/** "2nd in line", "next in line" for the first. */
export function placeWords(place: number | null): string | null {
  if (place === null) return null;
  return place === 1 ? t("waitlist.place.next") : t("waitlist.place.nth", { ordinal: ordinal(place) });
}

/** "Court 2", "Court 1 or Court 2", "Court 1, Court 2 or Court 3" (or "and"). */
export function namesList(names: string[], conjunction: "or" | "and"): string {
  const head = names.slice(0, -1);
  const last = names.at(-1) ?? "";
  if (head.length === 0) return last;
  const values = { head: head.join(", "), last };
  return conjunction === "or" ? t("waitlist.names.or", values) : t("waitlist.names.and", values);
}

/** The courts an entry waits for: "any court", "Court 2", "Court 1 or Court 2"; `capital` starts a line ("Any court"). */
export function courtsWords(courts: { name: string }[], capital = false): string {
  if (courts.length === 0) return capital ? t("waitlist.anyCourtCapital") : t("waitlist.anyCourt");
  return namesList(
    courts.map((c) => c.name),
    "or",
  );
}

export const isLive = (e: Pick<WaitlistEntry, "status">) => e.status === "waiting" || e.status === "offered";

/** Anything still to happen (waiting, or a court held): the list is worth asking again. */
export const hasLiveEntry = (list: Pick<MyWaitlist, "entries">) => list.entries.some(isLive);

/** The member's live place for a date and time, if they have one. */
export function liveEntryFor(
  list: Pick<MyWaitlist, "entries"> | undefined,
  date: string,
  timeslotId: number,
): WaitlistEntry | undefined {
  return list?.entries.find((e) => e.date === date && e.timeslot_id === timeslotId && isLive(e));
}
