import { CREDIT_REASON_MAX_LENGTH, type CreditAdjustmentRequest } from "@courtside/contract";
import { z } from "zod";
import { t } from "./i18n.ts";

/** What staff type: add or take, an amount in the currency ("15", "15.50" or "15,50"), and why. */
export const creditFormSchema = z.object({
  direction: z.enum(["add", "take"]),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,5}([.,]\d{1,2})?$/, { error: () => t("credit.form.amountFormat") })
    .refine((a) => toCents(a) > 0, { error: () => t("credit.enterAmountAboveZero") }),
  reason: z
    .string()
    .trim()
    .min(3, { error: () => t("credit.form.reasonShort") })
    .max(CREDIT_REASON_MAX_LENGTH, { error: () => t("credit.form.reasonLong", { max: CREDIT_REASON_MAX_LENGTH }) }),
});
export type CreditForm = z.infer<typeof creditFormSchema>;

export const emptyCreditForm: CreditForm = { direction: "add", amount: "", reason: "" };

/** "15,50" → 1550: the amount in cents, computed on digits so 0.29 stays 29. */
export function toCents(amount: string): number {
  const [units = "0", decimals = ""] = amount.trim().replace(",", ".").split(".");
  return Number(units) * 100 + Number(decimals.padEnd(2, "0") || "0");
}

/** The request the form asks for: a taken amount is negative. */
export function adjustmentOf(form: CreditForm): CreditAdjustmentRequest {
  const cents = toCents(form.amount);
  return { amount: form.direction === "take" ? -cents : cents, reason: form.reason.trim() };
}
