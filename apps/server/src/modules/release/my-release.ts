import { type MyRelease, RELEASE_MAX_CHANGES, RELEASE_MAX_ENTRIES, type Sport } from "@courtside/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import { orders, releaseDraws, releaseEntrants, releaseEntries, releaseResults } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { shownTier } from "../booking-policy/shown-tier.ts";
import { payableLink } from "../orders/account-order.ts";
import { bookingRules } from "../rules/service.ts";
import { courtSlotNamer, stillFree } from "./court-slots.ts";
import { drawPhase } from "./date-phase.ts";
import type { OpenDraw } from "./entries.ts";
import { winLimit } from "./run-draw.ts";

/**
 * A member's view of one date's draw: its window and phase, their entries (with each one's
 * outcome once drawn), the holds they won (to pay before they lapse) and, after the draw,
 * what is still free. The page polls it while the draw is open or being drawn.
 */
export async function myRelease(
  deps: AppDeps,
  sport: Sport,
  memberId: string,
  date: string,
  known?: OpenDraw,
): Promise<MyRelease> {
  const { db } = deps.database;
  // Just after an entry its transaction has read the entries and found the date undrawn.
  const [rules, entries, [draw], tier, changes] = await Promise.all([
    known?.rules ?? bookingRules(db, sport),
    known?.entries ??
      db
        .select()
        .from(releaseEntries)
        .where(and(eq(releaseEntries.memberId, memberId), eq(releaseEntries.sport, sport), eq(releaseEntries.date, date)))
        .orderBy(asc(releaseEntries.preference)),
    known
      ? []
      : db
          .select()
          .from(releaseDraws)
          .where(and(eq(releaseDraws.sport, sport), eq(releaseDraws.date, date))),
    shownTier(deps, sport, memberId),
    known?.changes ?? changesMade(deps, sport, memberId, date),
  ]);
  // Results exist only once a draw has claimed the date: an open window costs no read of them.
  const results = draw
    ? await db
        .select()
        .from(releaseResults)
        .where(and(eq(releaseResults.memberId, memberId), eq(releaseResults.sport, sport), eq(releaseResults.date, date)))
    : [];
  const name = await courtSlotNamer(deps, sport, [...entries, ...results]);
  const { phase, window } = await drawPhase(deps, sport, date, rules, draw ?? null);
  const drawn = phase === "drawn";
  const wonIds = results.flatMap((r) => (r.orderId ? [r.orderId] : []));
  const won = wonIds.length > 0 ? await db.select().from(orders).where(inArray(orders.id, wonIds)) : [];
  return {
    date,
    phase,
    opens_at: window?.opens.toISOString() ?? null,
    closes_at: window?.closes.toISOString() ?? null,
    max_entries: RELEASE_MAX_ENTRIES,
    changes_left: Math.max(0, RELEASE_MAX_CHANGES - changes),
    max_wins: draw?.entrants.find((e) => e.member_id === memberId)?.limit ?? winLimit(tier),
    entries: entries.map((e) => ({
      id: e.id,
      preference: e.preference,
      ...name(e.timeslotId, e.courtId),
      outcome: drawn ? (results.find((r) => r.timeslotId === e.timeslotId && r.courtId === e.courtId)?.outcome ?? "lost") : null,
    })),
    wins: results
      .filter((r) => r.won && r.orderId)
      .flatMap((r) => {
        const order = won.find((o) => o.id === r.orderId);
        if (!order) return [];
        const slot = name(r.timeslotId, r.courtId);
        return [
          {
            order_id: order.id,
            inv: order.inv,
            court_name: slot.court_name,
            start_time: slot.start_time,
            status: order.status,
            hold_expires_at: order.holdExpiresAt?.toISOString() ?? null,
            payment_link: payableLink(deps, order),
          },
        ];
      }),
    still_free: drawn && entries.length > 0 ? await stillFree(deps, sport, date) : [],
  };
}

async function changesMade(deps: AppDeps, sport: Sport, memberId: string, date: string): Promise<number> {
  const [row] = await deps.database.db
    .select({ changes: releaseEntrants.changes })
    .from(releaseEntrants)
    .where(and(eq(releaseEntrants.sport, sport), eq(releaseEntrants.date, date), eq(releaseEntrants.memberId, memberId)));
  return row?.changes ?? 0;
}
