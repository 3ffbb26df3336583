import type { Billing } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { creditNoteAttachments } from "../documents/document-files.ts";
import type { OrderMail } from "../mail/booking-mail.ts";
import { mailClub } from "../mail/layout.ts";
import type { MailMessage } from "../mail/mailer.ts";
import {
  type ClubReason,
  cancellationMail,
  type FreedCourt,
  partRefundMail,
  paymentRefundedMail,
  type RefundLine,
} from "../mail/refund-mail.ts";
import { CREDIT_PROVIDER, DESK_PROVIDER } from "../payments/providers.ts";
import type { RecordedRefund } from "../payments/refunds.ts";
import { type Refusal, refusalText } from "../payments/refusal.ts";
import type { OrderRow } from "./order-queries.ts";
import { presentOne } from "./present-orders.ts";

const refundLines = (refunds: RecordedRefund[]): RefundLine[] =>
  refunds.map((r) => ({
    amount: r.amount,
    to: r.provider === DESK_PROVIDER ? "desk" : r.provider === CREDIT_PROVIDER ? "credit" : "payment",
  }));

/**
 * The customer's notice that an order (a booking with its extras, or extras alone) was
 * cancelled, to its billing address: staff's reason when they gave one, every refund made,
 * "no refund" when a payment is kept, or that nothing was paid. Callers send it once the
 * cancellation committed.
 */
export async function sendCancellationNotice(
  deps: AppDeps,
  row: OrderRow,
  outcome: { byClub: boolean; reason?: ClubReason | null; kept: boolean; refunds: RecordedRefund[] },
): Promise<void> {
  await mailPayer(deps, row, outcome.refunds, (payer) =>
    cancellationMail({
      ...payer,
      byClub: outcome.byClub,
      reason: outcome.reason,
      kept: outcome.kept,
      refunds: refundLines(outcome.refunds),
    }),
  );
}

/** The payer's notice that a payment the order could not use went back, and why (in their language). */
export async function sendRefundNotice(deps: AppDeps, row: OrderRow, refunds: RecordedRefund[], reason: Refusal) {
  await mailPayer(deps, row, refunds, (payer) =>
    paymentRefundedMail({ ...payer, reason: refusalText(reason, payer.club.locale), refunds: refundLines(refunds) }),
  );
}

/** The customer's notice that staff refunded part of the order (and which courts that freed, if any). */
export async function sendPartRefundNotice(
  deps: AppDeps,
  row: OrderRow,
  outcome: { reason: ClubReason; refunds: RecordedRefund[]; freedCourts: FreedCourt[] },
) {
  await mailPayer(deps, row, outcome.refunds, (payer) =>
    partRefundMail({ ...payer, reason: outcome.reason, refunds: refundLines(outcome.refunds), freedCourts: outcome.freedCourts }),
  );
}

/**
 * Mails the order's billing contact (nobody when the order has no email), with the order as
 * presented and the credit note of each refund made as a PDF, both in the reader's language.
 */
async function mailPayer(deps: AppDeps, row: OrderRow, refunds: RecordedRefund[], build: (payer: OrderMail) => MailMessage) {
  const billing = row.billing as Partial<Billing>;
  if (!billing.email) return;
  const club = await mailClub(deps, billing.email, row.locale);
  const [order, creditNotes] = await Promise.all([presentOne(deps, row), creditNoteAttachments(deps, refunds, club.locale)]);
  const message = build({ to: billing.email, name: billing.name ?? "", order, club });
  const attachments = [...(message.attachments ?? []), ...creditNotes];
  await deps.mailer.send(attachments.length > 0 ? { ...message, attachments } : message);
}
