import type { Locale } from "@courtside/contract";
import { paymentsWords } from "./i18n.ts";

/**
 * Why an order cannot use a payment that arrived, said in words when it is told: in English
 * to the payer's request and the audit, in the payer's language in the refund mail.
 */
export type Refusal =
  | { kind: "paid_elsewhere" | "cancelled" | "not_completed" | "credit_returned" | "started" | "closed" }
  | { kind: "taken"; court: string | undefined };

const KEYS = {
  paid_elsewhere: "payments.refusal.paidElsewhere",
  cancelled: "payments.refusal.cancelled",
  not_completed: "payments.refusal.notCompleted",
  credit_returned: "payments.refusal.creditReturned",
  started: "payments.refusal.started",
  closed: "payments.refusal.closed",
  taken: "payments.refusal.taken",
} as const;

export function refusalText(refusal: Refusal, locale: Locale = "en"): string {
  const t = paymentsWords(locale);
  if (refusal.kind === "taken") return t(KEYS.taken, { known: refusal.court ? "yes" : "no", court: refusal.court ?? "" });
  return t(KEYS[refusal.kind]);
}
