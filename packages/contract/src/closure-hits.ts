/** What a closure would hit, shown to staff before they close and refund (`POST /api/admin/{sport}/closures/preview`). */
import { z } from "zod";
import { clockTimeSchema, isoDateSchema } from "./common.ts";
import { ORDER_STATUSES } from "./orders.ts";

export const closureHitBookingSchema = z
  .object({
    booking_id: z.number().int(),
    court: z.object({ id: z.number().int(), name: z.string() }),
    date: isoDateSchema,
    start: clockTimeSchema,
    end: clockTimeSchema,
  })
  .meta({ id: "ClosureHitBooking" });

/** One order the closure hits, with what closing it would do and return. */
export const closureHitOrderSchema = z
  .object({
    order_id: z.string(),
    inv: z.string(),
    status: z.enum(ORDER_STATUSES),
    customer: z.object({ name: z.string(), email: z.string() }),
    customer_type: z.enum(["member", "guest"]),
    bookings: z.array(closureHitBookingSchema).describe("The order's courts inside the span"),
    outcome: z
      .enum(["cancel_order", "refund_courts"])
      .describe(
        "cancel_order: every court it holds is hit, so the order (with its extras) is cancelled and refunded in full; refund_courts: it keeps courts outside the span, so only the hit courts' lines are refunded and those courts freed",
      ),
    refund: z.number().int().describe("What closing would refund (0 for an unpaid hold, which is simply cancelled)"),
    credit_possible: z.boolean().describe("False for a guest: refund_to_credit refunds them the way they paid"),
  })
  .meta({ id: "ClosureHitOrder" });
export type ClosureHitOrder = z.infer<typeof closureHitOrderSchema>;

export const closurePreviewSchema = z
  .object({
    orders: z.array(closureHitOrderSchema),
    booking_count: z.number().int(),
    refund_total: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: "ClosurePreview" });
export type ClosurePreview = z.infer<typeof closurePreviewSchema>;

/** A closure-with-refunds refusal (nothing written): `params.order_ids` names the orders it could not close. */
export const CLOSURE_REFUND_FAILED_CODE = "closure_refund_failed";
