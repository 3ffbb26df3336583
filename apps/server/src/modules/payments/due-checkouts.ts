import { formatDayAt } from "@courtside/contract";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { bookings, orders, timeslots } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday, hhmm, hhmmOfInstant } from "../../facility-time.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { formatMoney } from "../mail/money.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { paymentsWords } from "./i18n.ts";
import { openCheckout } from "./start-payment.ts";

/** Orders opened per sweep: the rest wait for the next one. */
const BATCH = 50;

/**
 * A pending order held longer than the provider's longest checkout (a series date paid
 * before it, with Stripe) has no payment link at first. Once its hold is within that
 * length, this opens its checkout, stores the link (only if none was stored meanwhile, so
 * two instances sweeping at once mail once) and mails the payer. Answers how many it opened.
 */
export async function openDueCheckouts(deps: AppDeps): Promise<number> {
  const longest = deps.payments.longestCheckoutMs;
  if (longest === undefined) return 0;
  const { db } = deps.database;
  const now = deps.clock.now();
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "pending"),
        eq(orders.paymentProvider, deps.payments.name),
        isNull(orders.paymentRef),
        gt(orders.total, 0),
        gt(orders.holdExpiresAt, now),
        lte(orders.holdExpiresAt, new Date(now.getTime() + longest)),
      ),
    )
    .limit(BATCH);
  let opened = 0;
  for (const row of due) {
    const linked = await openCheckout(deps, row, `Court booking ${row.inv}`, true).catch((err: unknown) => {
      deps.log.warn({ err, inv: row.inv }, "could not open a due checkout; the next sweep tries again");
      return null;
    });
    if (!linked) continue;
    opened++;
    await mailPaymentDue(deps, linked);
  }
  return opened;
}

/** "Pay for Tuesday's court": the link, the amount and until when, to the order's contact. */
async function mailPaymentDue(deps: AppDeps, order: OrderRow): Promise<void> {
  const billing = order.billing as { name?: string; email?: string };
  if (!billing.email || !order.paymentlink || !order.holdExpiresAt) return;
  const [booked] = await deps.database.db
    .select({ date: bookings.date, start: timeslots.startTime })
    .from(bookings)
    .innerJoin(timeslots, eq(timeslots.id, bookings.timeslotId))
    .where(eq(bookings.orderId, order.id))
    .limit(1);
  const { config } = deps;
  const club = await mailClub(deps, billing.email, order.locale);
  const t = paymentsWords(club.locale);
  const money = formatMoney(order.total, order.currency, club.locale);
  const when = booked ? formatDayAt(booked.date, hhmm(booked.start), club.locale) : order.inv;
  const until = formatDayAt(
    facilityToday(order.holdExpiresAt, config.timezone),
    hhmmOfInstant(order.holdExpiresAt, config.timezone),
    club.locale,
  );
  await deps.mailer.send(
    composeMail({
      to: billing.email,
      subject: t("payments.due.subject", { sport: order.sport, when }),
      club,
      content: {
        greeting: mailWords(club.locale)("mail.greeting", { name: billing.name ?? "" }),
        intro: [t("payments.due.intro", { sport: order.sport, inv: order.inv, when })],
        lines: { items: [[t("payments.due.line", { inv: order.inv }), money]], total: money },
        notes: [t("payments.due.note", { until })],
        action: { label: t("payments.due.action"), href: order.paymentlink },
      },
    }),
  );
}
