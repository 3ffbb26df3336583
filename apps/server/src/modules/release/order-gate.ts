import type { Sport } from "@courtside/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type DrawWindow, drawOpenRefusal, drawWindow, type ReleaseRules, windowPhase } from "./release-window.ts";

/** After its window, a date's draw normally completes within a couple of seconds; orders wait for it this long at most. */
export const DRAW_GRACE_MS = 60_000;

/**
 * Whether a date with entries is still waiting for its draw: between the window's close and
 * the draw's completion, a direct order would take a court-slot the draw is about to give.
 */
export async function drawPending(db: Db, sport: Sport, date: string): Promise<boolean> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    select exists (select 1 from release_entries e where e.sport = ${sport} and e.date = ${date}::date)
       and not exists (select 1 from release_draws d where d.sport = ${sport} and d.date = ${date}::date and d.completed_at is not null)
       as pending`)) as unknown as { rows: { pending: boolean }[] };
  return result.rows[0]?.pending === true;
}

/**
 * The order path's gate (validateOrder, players only; the desk still books): refuses an order
 * of a date while its draw is open, and just after it until the draw has been made.
 */
export async function assertNoReleaseDraw(
  db: Db,
  sport: Sport,
  date: string,
  rules: ReleaseRules,
  now: Date,
  zone: string,
  guest: boolean,
): Promise<void> {
  const window: DrawWindow | null = drawWindow(rules, zone, date);
  if (!window) return;
  const phase = windowPhase(window, now);
  if (phase === "open") throw drawOpenRefusal(window, date, zone, guest);
  if (phase === "closed" && now.getTime() < window.closes.getTime() + DRAW_GRACE_MS && (await drawPending(db, sport, date))) {
    throw drawOpenRefusal(window, date, zone, guest, "date", true);
  }
}
