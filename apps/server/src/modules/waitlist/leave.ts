import type { Sport } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, notFound, worded } from "../../http/http-error.ts";
import { waitlistWords } from "./i18n.ts";
import { cancelOfferHold, offerFreedCourts, settleOffers } from "./offers.ts";

/**
 * A member leaves the line, or declines the offer they hold: its hold is cancelled and the
 * court passes to the next in line at once. An offer already paid is a booking (cancel that
 * instead); an ended entry has nothing to leave.
 */
export async function leaveWaitlist(deps: AppDeps, sport: Sport, memberId: string, entryId: number): Promise<void> {
  const { db } = deps.database;
  const mine = and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.memberId, memberId), eq(waitlistEntries.sport, sport));
  const [found] = await db.select().from(waitlistEntries).where(mine);
  if (!found) throw notFound(worded(waitlistWords, "waitlist.noSuchEntry"));
  // An offer paid or lapsed a moment ago is settled first, so the answer says what it became.
  if (found.status === "offered") await settleOffers(deps, sport, found.date);
  const [entry] = await db.select().from(waitlistEntries).where(mine);
  if (entry?.status === "booked") throw ended("waitlist.offerBooked", "waitlist_offer_booked", entryId);
  if (entry?.status !== "waiting" && entry?.status !== "offered")
    throw ended("waitlist.entryEnded", "waitlist_entry_ended", entryId);
  const now = deps.clock.now();
  const [left] = await db
    .update(waitlistEntries)
    .set({ status: entry.status === "offered" ? "declined" : "left", endedAt: now })
    .where(and(mine, eq(waitlistEntries.status, entry.status)))
    .returning();
  if (!left) throw ended("waitlist.entryChanged", "waitlist_entry_changed", entryId);
  if (left.status !== "declined") return;
  if (left.offerOrderId) await cancelOfferHold(deps, left.offerOrderId);
  deps.background.urgent("waitlist offer passed on", () => offerFreedCourts(deps, sport, left.date));
}

/** 409 for an entry there is nothing to leave of (any more), with its code and the entry's id. */
function ended(key: "waitlist.offerBooked" | "waitlist.entryEnded" | "waitlist.entryChanged", code: string, entryId: number) {
  return new HttpError(409, worded(waitlistWords, key), undefined, undefined, { code, params: { entry_id: entryId } });
}
