/** Club credit: a member's balance at the club, kept as an append-only ledger (issue #12). */
import { z } from "zod";
import { singleLineText } from "./common.ts";

/**
 * What moves a balance. `adjustment` is staff's, with a reason; the others come with the
 * money flows that write them (top-ups, spending at checkout, refunds to credit, expiry).
 */
export const CREDIT_ENTRY_KINDS = ["topup", "spend", "refund", "adjustment", "expiry"] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** The most one adjustment may add or take, in cents (€10,000): a typo's extra zeros stop here. */
export const CREDIT_ADJUSTMENT_MAX = 1_000_000;
export const CREDIT_REASON_MAX_LENGTH = 200;

export const creditEntrySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CREDIT_ENTRY_KINDS),
    amount: z.number().int().describe("Cents: positive adds to the balance, negative takes from it"),
    balance_after: z.number().int().describe("The balance once this entry was written"),
    reason: z.string().describe("Why (staff's words for an adjustment)"),
    order_inv: z.string().nullable().describe("The order it belongs to, if any"),
    by_staff: z.boolean().describe("Written by an administrator (an adjustment)"),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "CreditEntry" });
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** A member's credit: the balance and the latest entries, newest first. */
export const creditAccountSchema = z
  .object({
    balance: z.number().int().describe("Cents; never negative"),
    currency: z.string(),
    entries: z.array(creditEntrySchema).describe("The latest 100, newest first"),
  })
  .meta({ id: "CreditAccount" });
export type CreditAccount = z.infer<typeof creditAccountSchema>;

/** `POST /api/admin/members/{member_id}/credit`: staff add or take credit, with a reason. */
export const creditAdjustmentRequestSchema = z
  .object({
    amount: z
      .number({ error: "Enter the amount in cents, e.g. 1500 for 15.00." })
      .int("Enter the amount in whole cents.")
      .min(-CREDIT_ADJUSTMENT_MAX, `An adjustment may take at most ${CREDIT_ADJUSTMENT_MAX / 100} at once.`)
      .max(CREDIT_ADJUSTMENT_MAX, `An adjustment may add at most ${CREDIT_ADJUSTMENT_MAX / 100} at once.`)
      .refine((n) => n !== 0, "Enter an amount other than zero.")
      .describe("Cents: positive adds credit, negative takes it"),
    reason: singleLineText("reason", "Say why, for the member and the audit log.")
      .trim()
      .min(3, "Say why in a few words (at least 3 characters).")
      .max(CREDIT_REASON_MAX_LENGTH, `The reason may not be longer than ${CREDIT_REASON_MAX_LENGTH} characters.`),
  })
  .meta({ id: "CreditAdjustmentRequest" });
export type CreditAdjustmentRequest = z.infer<typeof creditAdjustmentRequestSchema>;

export const memberParamsSchema = z.object({ member_id: z.uuid("Not a member id.") });

export const creditApiPaths = {
  mine: "/api/credit/me",
  ofMember: (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/credit`,
} as const;
