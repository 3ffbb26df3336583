import {
  type AdminSeriesInput,
  type Billing,
  MEMBER_SERIES_MAX_DATES,
  type MemberSeriesInput,
  type Sport,
  seriesDates,
} from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import type { members } from "../../db/schema.ts";
import { invalidField, worded } from "../../http/http-error.ts";
import { customerOf } from "../admin-bookings/desk-booking.ts";
import { digest } from "../auth/secrets.ts";
import { seriesWords } from "./i18n.ts";
import type { SeriesPlan } from "./series-plan.ts";

type MemberRow = typeof members.$inferSelect;

/** Staff's series: for a member or a guest's contact, any date the desk may book, paid as staff chose. */
export async function staffPlan(db: Db, sport: Sport, adminId: string, input: AdminSeriesInput): Promise<SeriesPlan> {
  const customer = await customerOf(db, input.customer);
  return {
    sport,
    memberId: customer.memberId,
    billing: customer.billing,
    courtIds: input.court_ids,
    timeslotId: input.timeslot_id,
    dates: seriesDates(input),
    payment: input.payment,
    createdByAdminId: adminId,
  };
}

/**
 * A member's own series: their account's contact, always paid date by date, at most
 * MEMBER_SERIES_MAX_DATES dates (dates past the booking horizon are answered as outside).
 */
export function memberPlan(sport: Sport, member: MemberRow, input: MemberSeriesInput): SeriesPlan {
  const dates = seriesDates(input);
  if (dates.length > MEMBER_SERIES_MAX_DATES) {
    const field = input.weeks === undefined ? "until" : "weeks";
    throw invalidField(field, worded(seriesWords, "series.tooManyDates", { max: MEMBER_SERIES_MAX_DATES, count: dates.length }), {
      code: "series_too_many_dates",
      params: { max: MEMBER_SERIES_MAX_DATES, count: dates.length },
    });
  }
  const billing = { name: member.name, email: member.email, ...(member.phone ? { phone: member.phone } : {}) } as Billing;
  return {
    sport,
    memberId: member.id,
    billing,
    courtIds: input.court_ids,
    timeslotId: input.timeslot_id,
    dates,
    payment: "each_before",
    createdByAdminId: null,
  };
}

/** An Idempotency-Key as its caller's own (two callers never share one), and the body it binds. */
export const seriesKey = (sport: Sport, caller: string, key: string) => digest(`${sport}:series:${caller}:${key}`);
export const seriesRequestHash = (body: unknown) => digest(JSON.stringify(body));
