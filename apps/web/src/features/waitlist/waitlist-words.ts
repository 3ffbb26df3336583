import type { MyWaitlist, WaitlistEntry, WaitlistStatus } from "@courtside/contract";

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** "2nd in line", "next in line" for the first. */
export function placeWords(place: number | null): string | null {
  if (place === null) return null;
  return place === 1 ? "next in line" : `${ordinal(place)} in line`;
}

/** "Court 2", "Court 1 or Court 2", "Court 1, Court 2 or Court 3" (or "and"). */
export function namesList(names: string[], conjunction: "or" | "and"): string {
  const head = names.slice(0, -1);
  const last = names.at(-1) ?? "";
  return head.length === 0 ? last : `${head.join(", ")} ${conjunction} ${last}`;
}

/** The courts an entry waits for: "any court", "Court 2", "Court 1 or Court 2". */
export function courtsWords(courts: { name: string }[]): string {
  return courts.length === 0
    ? "any court"
    : namesList(
        courts.map((c) => c.name),
        "or",
      );
}

/** Each status as the member reads it on their list. */
export const WAITLIST_STATUS_WORDS: Record<WaitlistStatus, string> = {
  waiting: "Waiting",
  offered: "Held for you",
  booked: "Booked",
  declined: "Declined",
  lapsed: "Offer ran out",
  left: "Left the line",
  ended: "No court came free",
};

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
