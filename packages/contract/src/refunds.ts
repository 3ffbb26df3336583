/** Staff refunds in part (an amount, or chosen lines) and what an order has paid and got back. */
import { z } from "zod";
import { idSchema, singleLineText, textTooLong } from "./common.ts";
import { say, word } from "./wording.ts";

/** Where a refund goes: back the way the money came, or into the member's club credit. */
export const REFUND_DESTINATIONS = ["payment", "credit"] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** The most lines one partial refund may name (an order has a few courts and add-ons). */
export const REFUND_LINES_MAX = 50;

/**
 * `POST /api/admin/orders/{order_id}/refunds` (with Idempotency-Key): either an amount or
 * the ids of lines to refund, never both. Money paid with club credit always goes back to
 * credit; `to: "credit"` sends the rest there too (members' orders only).
 */
export const adminPartRefundRequestSchema = z
  .object({
    amount: z
      .number({ error: say("contract.amount.enterCents") })
      .int({ error: say("contract.amount.wholeCents") })
      .positive({ error: say("contract.amount.aboveZero") })
      .max(10_000_000, { error: say("contract.refund.amountMax") })
      .optional()
      .describe("Cents to return, at most what is left to refund of the order"),
    lines: z
      .array(idSchema, { error: say("contract.refund.linesList") })
      .min(1, { error: say("contract.refund.atLeastOneLine") })
      .max(REFUND_LINES_MAX, { error: say("contract.refund.atMostLines", { max: REFUND_LINES_MAX }) })
      .optional()
      .describe("Ids of the order's lines to refund in full; a court line frees its court when its slot has not started"),
    to: z.enum(REFUND_DESTINATIONS, { error: say("contract.refund.destination") }).default("payment"),
    reason: singleLineText("reason", say("contract.reason.sayWhy"))
      .trim()
      .min(3, { error: say("contract.reason.tooShort") })
      .max(500, { error: textTooLong("reason", 500) }),
  })
  .superRefine((body, ctx) => {
    if ((body.amount === undefined) === (body.lines === undefined))
      ctx.addIssue({ code: "custom", path: ["amount"], message: word("contract.refund.amountOrLines") });
  })
  .meta({ id: "AdminPartRefundRequest" });
export type AdminPartRefundRequest = z.output<typeof adminPartRefundRequestSchema>;
export type AdminPartRefundBody = z.input<typeof adminPartRefundRequestSchema>;

/** Money by where it came from or went: a card provider (demo, Stripe), the desk, or club credit. */
export const moneyBySourceSchema = z
  .object({ card: z.number().int(), desk: z.number().int(), credit: z.number().int() })
  .meta({ id: "MoneyBySource" });
export type MoneyBySource = z.infer<typeof moneyBySourceSchema>;

/** What an order took and gave back, in minor units. */
export const orderMoneySchema = z
  .object({
    paid_total: z.number().int().describe("Every charge taken for the order"),
    refunded_total: z.number().int().describe("Every refund of those charges"),
    refund_left: z.number().int().describe("What may still be refunded: paid_total − refunded_total"),
    paid_by: moneyBySourceSchema,
    refunded_to: moneyBySourceSchema,
  })
  .meta({ id: "OrderMoney" });
export type OrderMoney = z.infer<typeof orderMoneySchema>;
