import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { bookings, orders, rules } from "../../db/schema.ts";

/** A share's booking, as the deadline queries join it (shares are its child orders). */
export const booking = alias(orders, "booking");

/** The joined booking's share deadline has come: its start less the sport's share_deadline_hours (2 when unset). */
export function deadlineCame(now: Date) {
  const hours = sql`coalesce((select ${rules.shareDeadlineHours} from ${rules} where ${rules.sport} = ${booking.sport}), 2)`;
  return sql`exists (select 1 from ${bookings} where ${bookings.orderId} = ${booking.id}
          and lower(${bookings.during}) - make_interval(hours => ${hours}) <= ${now.toISOString()}::timestamptz)`;
}
