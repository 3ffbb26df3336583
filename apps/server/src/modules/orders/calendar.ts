import { formatSlot, type Locale, type Order } from "@courtside/contract";
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalEventStatus } from "ical-generator";
import { slotInstants } from "../../facility-time.ts";
import { orderWords } from "./i18n.ts";

/** `locale`: the language of the events' words (the reader's); the UID, times and status do not depend on it. */
export type CalendarOptions = { zone: string; clubName: string; appUrl: string; now: Date; locale: Locale };

const eventStatus: Record<Order["status"], ICalEventStatus> = {
  paid: ICalEventStatus.CONFIRMED,
  pending: ICalEventStatus.TENTATIVE,
  expired: ICalEventStatus.CANCELLED,
  cancelled: ICalEventStatus.CANCELLED,
  refunded: ICalEventStatus.CANCELLED,
};

/**
 * The booking as an iCalendar file, in the facility's time zone (with its VTIMEZONE).
 * The UID is the booking's order id, so an extra add-on order's file and a later
 * cancellation update the same calendar entry instead of adding another.
 */
export function bookingCalendar(order: Order, bookingOrderId: string, options: CalendarOptions): string {
  const name = orderWords(options.locale)("orders.calendar.name", { club: options.clubName });
  return bookingsCalendar([{ order, bookingOrderId }], name, options);
}

/** Several bookings in one calendar (a member's subscription feed), one event each. */
export function bookingsCalendar(
  bookings: { order: Order; bookingOrderId: string }[],
  name: string,
  options: CalendarOptions,
): string {
  const calendar = ical({
    prodId: { company: options.clubName, product: "Courtside", language: options.locale.toUpperCase() },
    name,
    // name null: DTSTAMP stays UTC; the generator only adds the VTIMEZONE of the event's zone.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const { order, bookingOrderId } of bookings) addBookingEvent(calendar, order, bookingOrderId, options);
  return calendar.toString();
}

function addBookingEvent(calendar: ReturnType<typeof ical>, order: Order, bookingOrderId: string, options: CalendarOptions) {
  const { zone } = options;
  const during = slotInstants(order.date, order.timeslot.start, order.timeslot.end, zone);
  const host = new URL(options.appUrl).hostname;
  const t = orderWords(options.locale);
  const courts = order.courts.map((c) => c.name).join(", ");
  calendar.createEvent({
    id: `${bookingOrderId}@${host}`,
    sequence: order.status === "paid" || order.status === "pending" ? 0 : 1,
    stamp: options.now,
    start: new TZDate(during.start.getTime(), zone),
    end: new TZDate(during.end.getTime(), zone),
    timezone: zone,
    status: eventStatus[order.status],
    summary: t("orders.calendar.summary", { sport: order.sport, courts, club: options.clubName }),
    location: options.clubName,
    // The club's wall time, written out: a calendar shows the event in its reader's zone, which may not be the club's.
    description: [
      formatSlot(order.date, order.timeslot.start, order.timeslot.end, options.locale),
      t("orders.calendar.invoice", { inv: order.inv }),
      ...order.lines.map((l) => `${l.qty} × ${l.description}`),
      options.appUrl,
    ].join("\n"),
  });
}
