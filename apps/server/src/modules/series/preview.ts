import type { Locale, SeriesPreview } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { inLocale } from "../../http/http-error.ts";
import { expireLapsedHolds } from "../payments/hold-expiry.ts";
import { checkDate } from "./date-check.ts";
import { refuseForeignCatalog, type SeriesPlan } from "./series-plan.ts";

/**
 * Every date of the series as it stands now: free with its price, or taken, closed or outside
 * the horizon with why (in `locale`). Nothing is written. Members are not told whose booking has a court.
 */
export async function previewSeries(deps: AppDeps, plan: SeriesPlan, staff: boolean, locale: Locale): Promise<SeriesPreview> {
  await refuseForeignCatalog(deps, plan);
  // A lapsed hold is free (the checks skip it), and swept here so the grid agrees.
  await expireLapsedHolds(deps.database.db, deps.clock.now());
  const verdicts = [];
  // One date after the other: a preview of 52 weeks must not take 52 connections at once.
  for (const date of plan.dates) verdicts.push(await checkDate(deps, plan, date));
  const dates = verdicts.map((v) =>
    v.status === "free"
      ? { date: v.date, status: v.status, reason: null, total: v.priced.total, ...(staff && { taken_by: null }) }
      : {
          date: v.date,
          status: v.status,
          reason: inLocale(v.reason, locale),
          total: null,
          ...(staff && { taken_by: v.takenBy }),
        },
  );
  const free = dates.filter((d) => d.status === "free");
  return {
    dates,
    free: free.length,
    total: free.reduce((sum, d) => sum + (d.total ?? 0), 0),
    currency: deps.config.currency,
  };
}
