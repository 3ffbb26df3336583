import { type Billing, SPORTS, type Sport } from "@courtside/contract";
import { and, eq, exists, isNull, lt } from "drizzle-orm";
import { bookings, members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { addDays, facilityInstant, facilityToday } from "../../facility-time.ts";
import { mailClub } from "../mail/layout.ts";
import { bookingLink } from "../orders/access-keys.ts";
import { bookingCalendar } from "../orders/calendar.ts";
import { orderDetails } from "../orders/order-queries.ts";
import { presentOne } from "../orders/present-orders.ts";
import { cancellationDeadline } from "../orders/presenter.ts";
import { bookingRules } from "../rules/service.ts";
import { optedOut, optOutLink } from "./opt-out.ts";
import { reminderMail } from "./reminder-mail.ts";

/**
 * The sweep (main.ts, every few minutes): once each sport's reminder time has come today,
 * every paid booking of tomorrow paid before that moment is claimed (reminded_at, once across
 * instances) and its payer mailed, unless they turned reminders off. A booking paid after the
 * moment had its confirmation the same evening and gets no reminder. Answers how many were mailed.
 */
export async function sendDueReminders(deps: AppDeps): Promise<number> {
  let sent = 0;
  for (const sport of SPORTS) sent += await remindSport(deps, sport);
  return sent;
}

async function remindSport(deps: AppDeps, sport: Sport): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const rules = await bookingRules(db, sport);
  if (!rules.reminderTime) return 0;
  const today = facilityToday(now, zone);
  const moment = facilityInstant(today, rules.reminderTime, zone);
  if (now < moment) return 0;
  const tomorrow = addDays(today, 1);
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.sport, sport),
        eq(orders.kind, "booking"),
        isNull(orders.parentOrderId),
        eq(orders.status, "paid"),
        isNull(orders.remindedAt),
        lt(orders.paidAt, moment),
        exists(
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.orderId, orders.id), eq(bookings.date, tomorrow), eq(bookings.active, true))),
        ),
      ),
    );
  let sent = 0;
  for (const row of due) {
    // Claimed before mailing: another instance's sweep finds it taken.
    const [claimed] = await db
      .update(orders)
      .set({ remindedAt: now })
      .where(and(eq(orders.id, row.id), isNull(orders.remindedAt)))
      .returning();
    if (!claimed || !(await wantsReminders(deps, claimed))) continue;
    const details = (await orderDetails(db, [claimed])).get(claimed.id);
    const deadline =
      details?.date && details.slot ? cancellationDeadline(details.date, details.slot, rules.cancelHours, zone) : null;
    const order = await presentOne(deps, claimed);
    const billing = claimed.billing as Billing;
    const { config } = deps;
    const club = await mailClub(deps, billing.email, claimed.locale);
    const { locale } = club;
    await deps.mailer.send(
      reminderMail({
        to: billing.email,
        name: billing.name,
        order,
        club,
        link: bookingLink(config.appUrl, deps.appSecret, claimed),
        calendar: bookingCalendar(order, claimed.id, { zone, clubName: config.clubName, appUrl: config.appUrl, now, locale }),
        freeUntil: deadline && deadline > now ? deadline : null,
        optOutLink: optOutLink(config.appUrl, deps.appSecret, billing.email),
        zone,
      }),
    );
    sent++;
  }
  return sent;
}

async function wantsReminders(deps: AppDeps, order: typeof orders.$inferSelect): Promise<boolean> {
  if (order.memberId) {
    const [member] = await deps.database.db
      .select({ on: members.bookingReminders })
      .from(members)
      .where(eq(members.id, order.memberId));
    return member?.on ?? false;
  }
  return !(await optedOut(deps, (order.billing as Billing).email));
}
