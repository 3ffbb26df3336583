import type { ReleasePhase, Sport } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { releaseDraws } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import type { BookingRules } from "../rules/service.ts";
import { drawPending } from "./order-gate.ts";
import { type DrawWindow, drawWindow, windowPhase } from "./release-window.ts";

type DrawRow = typeof releaseDraws.$inferSelect;

/**
 * Where a date's draw stands: none (first come), before or open (the window), drawing (closed,
 * not yet made), drawn. The same for everyone: members see it with their entries, guests on
 * the grid (they book once it is made).
 */
export async function drawPhase(
  deps: AppDeps,
  sport: Sport,
  date: string,
  rules: BookingRules,
  draw?: DrawRow | null,
): Promise<{ phase: ReleasePhase; window: DrawWindow | null }> {
  const { db } = deps.database;
  const row =
    draw === undefined
      ? (
          await db
            .select()
            .from(releaseDraws)
            .where(and(eq(releaseDraws.sport, sport), eq(releaseDraws.date, date)))
        )[0]
      : draw;
  const window = drawWindow(rules, deps.config.timezone, date);
  const open = windowPhase(window, deps.clock.now());
  const pending = !row && (open === "closed" || open === "none") && (await drawPending(db, sport, date));
  const phase = row?.completedAt ? "drawn" : row || pending ? "drawing" : open === "closed" ? "none" : open;
  return { phase, window };
}
