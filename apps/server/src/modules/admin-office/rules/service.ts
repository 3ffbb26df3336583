import type { AdminRules, RulesUpdate, Sport } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { rules } from "../../../db/schema.ts";
import type { AppDeps } from "../../../deps.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { type BookingRules, bookingRules } from "../../rules/service.ts";

function present(sport: Sport, r: BookingRules): AdminRules {
  return {
    sport,
    total_days: r.totalDays,
    hold_minutes: r.holdMinutes,
    cancel_hours: r.cancelHours,
    max_unpaid_holds: r.maxUnpaidHolds,
    no_show_limit: r.noShowLimit,
    no_show_window_days: r.noShowWindowDays,
    no_show_suspension_days: r.noShowSuspensionDays,
    release_time: r.releaseTime,
    release_window_seconds: r.releaseWindowSeconds,
    offer_minutes: r.offerMinutes,
    waitlist_limit: r.waitlistLimit,
    reminder_time: r.reminderTime,
    players_per_booking: r.playersPerBooking,
    share_deadline_hours: r.shareDeadlineHours,
  };
}

const same = (a: AdminRules, b: AdminRules) => JSON.stringify(a) === JSON.stringify(b);

export async function readRules(deps: AppDeps, sport: Sport): Promise<AdminRules> {
  return present(sport, await bookingRules(deps.database.db, sport));
}

/**
 * Saves the sport's rules. Nothing caches rules: the public rules call, the order horizon,
 * holds and cancellations read the row on every request, on every instance, so the change
 * applies from the next request on. An unchanged save writes no audit row.
 */
export async function updateRules(deps: AppDeps, actorAdminId: string, sport: Sport, input: RulesUpdate): Promise<AdminRules> {
  return deps.database.db.transaction(async (tx) => {
    // Lock the row (when there is one) so two saves each record the other's values as "before".
    await tx.select().from(rules).where(eq(rules.sport, sport)).for("update");
    const before = present(sport, await bookingRules(tx, sport));
    const values = {
      totalDays: input.total_days,
      holdMinutes: input.hold_minutes,
      cancelHours: input.cancel_hours,
      maxUnpaidHolds: input.max_unpaid_holds,
      // Not sent: kept as saved.
      noShowLimit: input.no_show_limit ?? before.no_show_limit,
      noShowWindowDays: input.no_show_window_days ?? before.no_show_window_days,
      noShowSuspensionDays: input.no_show_suspension_days ?? before.no_show_suspension_days,
      releaseTime: input.release_time === undefined ? before.release_time : input.release_time,
      releaseWindowSeconds: input.release_window_seconds ?? before.release_window_seconds,
      offerMinutes: input.offer_minutes ?? before.offer_minutes,
      waitlistLimit: input.waitlist_limit ?? before.waitlist_limit,
      reminderTime: input.reminder_time === undefined ? before.reminder_time : input.reminder_time,
      playersPerBooking: input.players_per_booking ?? before.players_per_booking,
      shareDeadlineHours: input.share_deadline_hours ?? before.share_deadline_hours,
    };
    const [row] = await tx
      .insert(rules)
      .values({ sport, ...values })
      .onConflictDoUpdate({ target: rules.sport, set: values })
      .returning();
    const after = present(sport, row ?? values);
    if (!same(before, after)) {
      await recordAudit(tx, { actorAdminId, action: "rules.update", entity: "rules", entityId: sport, before, after });
    }
    return after;
  });
}
