import type { Sport } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { conflict, notFound } from "../../http/http-error.ts";
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
  if (!found) throw notFound("No such waitlist entry of yours.");
  // An offer paid or lapsed a moment ago is settled first, so the answer says what it became.
  if (found.status === "offered") await settleOffers(deps, sport, found.date);
  const [entry] = await db.select().from(waitlistEntries).where(mine);
  if (entry?.status === "booked") throw conflict("You took this offer: it is a booking now. Cancel the booking instead.");
  if (entry?.status !== "waiting" && entry?.status !== "offered") throw conflict("This waitlist entry has ended already.");
  const now = deps.clock.now();
  const [left] = await db
    .update(waitlistEntries)
    .set({ status: entry.status === "offered" ? "declined" : "left", endedAt: now })
    .where(and(mine, eq(waitlistEntries.status, entry.status)))
    .returning();
  if (!left) throw conflict("This waitlist entry changed meanwhile: look again.");
  if (left.status !== "declined") return;
  if (left.offerOrderId) await cancelOfferHold(deps, left.offerOrderId);
  deps.background.run("waitlist offer passed on", () => offerFreedCourts(deps, sport, left.date));
}
