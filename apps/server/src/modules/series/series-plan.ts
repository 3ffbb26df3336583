import type { Billing, OrderCreateInput, SeriesPayment, Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import { type BookingReach, courtsNotOfSport, timeslotNotOfSport } from "../orders/order-validation.ts";

/** A series as asked for, resolved: who it is for, what it books, on which dates, how it is paid. */
export type SeriesPlan = {
  sport: Sport;
  memberId: string | null;
  billing: Billing;
  courtIds: number[];
  timeslotId: number;
  dates: string[];
  payment: SeriesPayment;
  /** Staff who make it (their reach: any date the desk may book); null for a member's own series. */
  createdByAdminId: string | null;
};

export const reachOf = (plan: SeriesPlan): BookingReach => (plan.createdByAdminId ? "staff" : "public");

/** One date of the series as an ordinary order's input: courts only (add-ons are bought per date later). */
export function orderInputOf(plan: SeriesPlan, date: string): OrderCreateInput {
  return {
    date,
    timeslot_id: plan.timeslotId,
    court_ids: plan.courtIds,
    addons1: [],
    addons2: [],
    multiaddons1: [],
    multiaddons2: [],
    billing: plan.billing,
    guest: plan.memberId === null,
  };
}

/**
 * What is wrong with the whole series, whatever the date: a timeslot or court not of the sport.
 * Checked before the dates, so such a request is a 422 naming the field, never a row of
 * "outside" dates.
 */
export async function refuseForeignCatalog(deps: AppDeps, plan: SeriesPlan): Promise<void> {
  const catalog = await catalogSnapshots(deps).get(plan.sport, { fresh: true });
  if (!catalog.timeslots.some((t) => t.id === plan.timeslotId)) throw timeslotNotOfSport(plan.sport, plan.timeslotId);
  const unknown = plan.courtIds.filter((id) => !catalog.courts.some((c) => c.id === id));
  if (unknown.length > 0) throw courtsNotOfSport(plan.sport, unknown);
}
