/**
 * Split payment (issue 14): at checkout the owner of a held booking splits its total between
 * themself and the players on it, in equal shares (the owner's takes the odd cents). The owner
 * pays their share through the order's own payment link and the courts are confirmed; every
 * other player's share is an order of its own (kind `share`, a child of the booking) with its
 * own link, paid by card or, by a member whose share it is, with club credit. Shares always
 * add up to the booking's total (the database checks it). A share still unpaid at the sport's
 * `share_deadline_hours` before the start falls to the owner: a balance due on their profile
 * and at the desk. Cancelling the booking refunds each paid share to whoever paid it.
 */
import { z } from "zod";
import { clockTimeSchema, isoDateSchema } from "./common.ts";
import { ORDER_STATUSES } from "./orders.ts";
import { SPORTS, type Sport, sportSettings } from "./sports.ts";
import { say } from "./wording.ts";

const base = (sport: Sport) => `/api/${sportSettings[sport].api}`;

export const sharePaths = {
  /** POST: split the held booking between its owner and its players; GET: its shares (owner or player). */
  split: (sport: Sport, orderId: string) => `${base(sport)}/orders/${encodeURIComponent(orderId)}/split`,
  shares: (sport: Sport, orderId: string) => `${base(sport)}/orders/${encodeURIComponent(orderId)}/shares`,
  /** GET ?key=: one share as its link shows it, to anyone holding the link (any sport: the id names it). */
  share: (shareId: string) => `/api/shares/${encodeURIComponent(shareId)}`,
  /** POST {key}: opens the share's card checkout; answers the share with its payment link. */
  checkout: (shareId: string) => `/api/shares/${encodeURIComponent(shareId)}/checkout`,
  /** GET: the shares that fell to the signed-in member (balance due), every sport. */
  balanceDue: "/api/shares/balance-due",
} as const;

export const shareParamsSchema = z.object({ share_id: z.uuid() });
export const shareKeyQuerySchema = z.object({ key: z.string().max(200).optional() });
export const shareCheckoutRequestSchema = z
  .object({
    key: z
      .string({ error: say("contract.shares.key") })
      .min(16, { error: say("contract.shares.key") })
      .max(200, { error: say("contract.shares.key") }),
  })
  .meta({ id: "ShareCheckoutRequest" });
export type ShareCheckoutRequest = z.infer<typeof shareCheckoutRequestSchema>;

/** POST …/orders/{order_id}/split (no body: the same as `{}`). */
export const splitRequestSchema = z
  .object({
    charge_card: z
      .boolean({ error: say("contract.shares.chargeCard") })
      .default(false)
      .describe(
        "The owner agrees that shares still unpaid at the deadline are charged to the card they pay their own share with " +
          "(kept by the provider, never by the club); ignored unless saves_card",
      ),
  })
  .meta({ id: "SplitRequest" });
export type SplitRequest = z.input<typeof splitRequestSchema>;

export const SHARE_STATES = ["unpaid", "paid", "owner_pays", "cancelled", "refunded"] as const;
export type ShareState = (typeof SHARE_STATES)[number];

/** One player's share of a split booking, as its owner and its players see it. */
export const bookingShareSchema = z
  .object({
    share_id: z.string(),
    name: z.string().describe("Who it was asked of; for an open match's place not yet taken, empty"),
    open_place: z.boolean().describe("A place of an open match: taken (and owed) by whoever joins"),
    amount: z.number().int(),
    state: z.enum(SHARE_STATES).describe("owner_pays: unpaid at the deadline (or its player left), now the owner's balance due"),
    you: z.boolean().describe("It is the caller's to pay"),
    paid_at: z.string().nullable(),
    link: z
      .string()
      .nullable()
      .describe(
        "Its payment page with its key: shown to the owner (to send on) and to the player whose share it is; null otherwise",
      ),
  })
  .meta({ id: "BookingShare" });
export type BookingShare = z.infer<typeof bookingShareSchema>;

/** GET …/orders/{order_id}/shares and the answer of a split. */
export const bookingSharesSchema = z
  .object({
    order_id: z.string(),
    split: z.boolean().describe("False until the owner splits it: the owner pays it all"),
    total: z.number().int(),
    owner_share: z.number().int().describe("What the owner pays through the booking's own payment link"),
    currency: z.string(),
    deadline: z.string().nullable().describe("When unpaid shares fall to the owner (ISO 8601)"),
    may_split: z
      .boolean()
      .describe("The caller owns it, it is held and unpaid, not split (nor opened as a match); with players on it to split"),
    open_match: z.boolean().describe("Its free places are open to others (matches.ts)"),
    // Optional only so older answers still parse: this server always sends both.
    saves_card: z
      .boolean()
      .optional()
      .describe(
        "The payment provider can keep the owner's card at checkout for shares unpaid at the deadline (Stripe; not the demo)",
      ),
    card_consent: z
      .boolean()
      .optional()
      .describe("The owner agreed that shares unpaid at the deadline are charged to their card (false to anyone else)"),
    shares: z.array(bookingShareSchema),
  })
  .meta({ id: "BookingShares" });
export type BookingShares = z.infer<typeof bookingSharesSchema>;

/** GET /api/shares/{share_id}?key=: one share as its payment page shows it. */
export const shareViewSchema = z
  .object({
    share_id: z.string(),
    sport: z.enum(SPORTS),
    inv: z.string(),
    state: z.enum(SHARE_STATES),
    amount: z.number().int(),
    currency: z.string(),
    name: z.string().describe("Whom the share was asked of"),
    owner_name: z.string(),
    booking_status: z.enum(ORDER_STATUSES),
    date: isoDateSchema,
    timeslot: z.object({ start: clockTimeSchema, end: clockTimeSchema }),
    courts: z.array(z.object({ id: z.number().int(), name: z.string() })),
    deadline: z.string().nullable(),
    payable: z.boolean().describe("Unpaid and the booking confirmed (its owner paid their share)"),
    you: z.boolean().describe("The signed-in caller owes it (their own share, or one that fell to them): club credit may pay it"),
    paid_at: z.string().nullable(),
    paymentlink: z.string().nullable().describe("The card checkout, once opened (POST …/checkout)"),
    key: z.string().describe("The share's key, as in its link: needed to open the checkout"),
  })
  .meta({ id: "ShareView" });
export type ShareView = z.infer<typeof shareViewSchema>;
export const shareViewsSchema = z.array(shareViewSchema).meta({ id: "ShareViews" });
