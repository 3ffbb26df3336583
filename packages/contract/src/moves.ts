import { z } from "zod";
import { idSchema, isoDateSchema } from "./common.ts";
import { orderSchema } from "./orders.ts";
import { say } from "./wording.ts";

/** How staff settle a move's price: charge or refund the difference (default), or keep the booked price. */
export const MOVE_PRICE_CHOICES = ["settle", "keep"] as const;
export type MovePriceChoice = (typeof MOVE_PRICE_CHOICES)[number];

/**
 * `POST /api/{api}/orders/{order_id}/move`: the member moves their paid booking while free
 * cancellation lasts. `from_court_id` is one of the order's courts; an order books one slot, so
 * when the time changes its other courts move along.
 */
export const memberMoveRequestSchema = z
  .object({
    from_court_id: z
      .number({ error: say("contract.move.bookedCourt") })
      .pipe(idSchema)
      .describe("The booked court to move: one of the order's courts"),
    court_id: z.number({ error: say("contract.move.court") }).pipe(idSchema),
    date: isoDateSchema,
    timeslot_id: z.number({ error: say("contract.move.time") }).pipe(idSchema),
  })
  .meta({ id: "MemberMoveRequest" });
export type MemberMoveRequest = z.infer<typeof memberMoveRequestSchema>;

/** The moved booking and how its price difference was settled. */
export const memberMoveResultSchema = z
  .object({
    order: orderSchema.describe("The booking where it is now (a difference to pay is among its children)"),
    difference: z.object({
      kind: z.enum(["none", "charge", "refund"]).describe("charge: a pending order to pay; refund: money back to the card"),
      amount: z.number().int().describe("Minor units, never negative"),
      currency: z.string(),
      order_id: z.string().nullable().describe("charge: the pending order of the difference"),
      paymentlink: z.string().nullable().describe("charge: where to pay the difference"),
    }),
  })
  .meta({ id: "MemberMoveResult" });
export type MemberMoveResult = z.infer<typeof memberMoveResultSchema>;
