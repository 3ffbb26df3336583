import type { Billing } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { receiptAttachment } from "../documents/document-files.ts";
import { confirmationMail } from "../mail/booking-mail.ts";
import { mailClub, readerLocale } from "../mail/layout.ts";
import type { Mailer, MailMessage } from "../mail/mailer.ts";
import { bookingLink } from "./access-keys.ts";
import { bookingCalendar } from "./calendar.ts";
import { orderKindHandler } from "./order-kinds.ts";
import { presentOne } from "./present-orders.ts";

/**
 * The confirmation of a paid order, to its billing address, with the order's receipt as a PDF
 * whatever its kind (a booking, extras, a plan, a top-up), both in the reader's language
 * (the .ics file too). Callers run it through
 * deps.background so the payment's answer never waits on mail.
 */
export async function sendConfirmation(appDeps: AppDeps, orderId: string): Promise<void> {
  const [row] = await appDeps.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (row?.status !== "paid") return;
  const payer = (row.billing as Partial<Billing>).email;
  const receipt = await receiptAttachment(appDeps, row.id, payer ? await readerLocale(appDeps, payer, row.locale) : row.locale);
  const deps = receipt ? { ...appDeps, mailer: attaching(appDeps.mailer, receipt) } : appDeps;
  const kind = orderKindHandler(row);
  if (kind) return kind.confirm(deps, row);
  const order = await presentOne(deps, row);
  const billing = row.billing as Billing;
  const { config } = deps;
  const link = bookingLink(config.appUrl, deps.appSecret, row);
  const club = await mailClub(deps, billing.email, row.locale);
  const calendar = bookingCalendar(order, row.parentOrderId ?? row.id, {
    zone: config.timezone,
    clubName: config.clubName,
    appUrl: config.appUrl,
    now: deps.clock.now(),
    locale: club.locale,
  });
  await deps.mailer.send(confirmationMail({ to: billing.email, name: billing.name, order, club, link, calendar }));
}

type Attachment = NonNullable<MailMessage["attachments"]>[number];

/** The mailer, adding the receipt to what the order kind's confirmation sends. */
function attaching(mailer: Mailer, attachment: Attachment): Mailer {
  return {
    ...mailer,
    send: (message) => mailer.send({ ...message, attachments: [...(message.attachments ?? []), attachment] }),
  };
}
