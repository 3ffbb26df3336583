/** Back-office bookings: lists, order management and desk bookings (see ../shared/API.md, "Administration"). */
import { z } from "zod";
import { auditEntrySchema, pageMetaSchema, pageQuerySchema } from "./admin-common.ts";
import { boundedDateRange, clockTimeSchema, idSchema, isoDateSchema, singleLineText, textTooLong } from "./common.ts";
import { MOVE_PRICE_CHOICES } from "./moves.ts";
import { addonListSchema, billingSchema, courtIdsSchema, ORDER_STATUSES, orderLineSchema } from "./orders.ts";
import { orderMoneySchema, REFUND_DESTINATIONS } from "./refunds.ts";
import { SPORTS, type Sport } from "./sports.ts";
import { say } from "./wording.ts";

/** The list's `status` filter: an order status, or `refund_due` (money taken that must go back). */
export const ADMIN_BOOKING_STATUS_FILTERS = [...ORDER_STATUSES, "refund_due"] as const;
export type AdminBookingStatusFilter = (typeof ADMIN_BOOKING_STATUS_FILTERS)[number];

export const ADMIN_BOOKING_SORTS = ["created_desc", "created_asc", "date_asc", "date_desc", "total_desc", "total_asc"] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];

/** How an order came in: booked online by the player, or at the desk by staff. */
export const BOOKING_CHANNELS = ["online", "desk"] as const;
export const CUSTOMER_TYPES = ["member", "guest"] as const;

const filterShape = {
  from: isoDateSchema.optional().describe("First booking date (inclusive)"),
  to: isoDateSchema.optional().describe("Last booking date (inclusive)"),
  status: z.enum(ADMIN_BOOKING_STATUS_FILTERS, { error: say("contract.bookings.status") }).optional(),
  q: singleLineText("search")
    .trim()
    .max(100, { error: textTooLong("search", 100) })
    .optional()
    .describe("Matches the customer's name or email, or the invoice number (case-insensitive, part of it)"),
  sort: z
    .enum(ADMIN_BOOKING_SORTS, { error: say("contract.bookings.sort", { choices: ADMIN_BOOKING_SORTS.join(", ") }) })
    .default("created_desc"),
};

/** The longest from…to range the list and its CSV take, in days (both included); either end may be left open. */
export const BOOKINGS_MAX_DAYS = 366;
const BACKWARDS = "contract.date.toBeforeFrom";

/** `GET /api/admin/{sport}/bookings.csv`: the list's filters without paging. */
export const adminBookingsFilterSchema = boundedDateRange(z.object(filterShape), BOOKINGS_MAX_DAYS, BACKWARDS);
export type AdminBookingsFilter = z.output<typeof adminBookingsFilterSchema>;

/** `GET /api/admin/{sport}/bookings`: filters, sort and paging. */
export const adminBookingsQuerySchema = boundedDateRange(
  z.object({ ...filterShape, ...pageQuerySchema.shape }),
  BOOKINGS_MAX_DAYS,
  BACKWARDS,
);
export type AdminBookingsQuery = z.input<typeof adminBookingsQuerySchema>;

const customerSchema = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });
const slotSchema = z.object({ id: z.number().int(), start: clockTimeSchema, end: clockTimeSchema });
const courtRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One order in the back-office list (a booking, or an extra add-on order flagged by parent_order_id). */
export const adminBookingRowSchema = z
  .object({
    order_id: z.string(),
    inv: z.string(),
    sport: z.enum(SPORTS),
    status: z.enum(ORDER_STATUSES),
    refund_due: z.boolean().describe("A payment arrived after the hold lapsed and the courts were gone: refund it"),
    parent_order_id: z.string().nullable().describe("Set on an extra add-on order: the booking it adds to"),
    parent_inv: z.string().nullable(),
    kind: z
      .enum(["booking", "extras", "share"])
      .describe("A booking, an extras order of one (parent_inv), or a player's share of one (split payment, open matches)"),
    date: isoDateSchema.nullable(),
    timeslot: slotSchema.nullable(),
    courts: z.array(courtRefSchema),
    customer: customerSchema,
    customer_type: z.enum(CUSTOMER_TYPES),
    channel: z.enum(BOOKING_CHANNELS),
    total: z.number().int(),
    refunded: z.number().int().describe("What was refunded of it so far (whole and part refunds), minor units"),
    currency: z.string(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    players: z.array(z.string()).describe("The names of the players the owner added (besides the owner), in the order added"),
  })
  .meta({ id: "AdminBookingRow" });
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingListSchema = z
  .object({ data: z.array(adminBookingRowSchema), meta: pageMetaSchema })
  .meta({ id: "AdminBookingList" });
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

/** Media type of the CSV export. */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export const adminOrderParamsSchema = z.object({ order_id: z.uuid() });

export const adminPaymentSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["charge", "refund"]),
    provider: z.string().describe("demo, stripe, or desk (paid or refunded at the desk)"),
    provider_ref: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "AdminPayment" });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminBookedCourtSchema = z
  .object({
    id: z.number().int(),
    court: courtRefSchema,
    date: isoDateSchema,
    start: clockTimeSchema,
    end: clockTimeSchema,
    active: z.boolean().describe("False once the order was cancelled or its hold lapsed: the court is free"),
    no_show_at: z.string().nullable().describe("Set when staff marked the court a no-show"),
    started: z.boolean().describe("Its slot has begun: a paid court may then be marked a no-show"),
  })
  .meta({ id: "AdminBookedCourt" });

/** An order's line as staff see it: its id (to refund it on its own) and whether it was. */
export const adminOrderLineSchema = orderLineSchema
  .extend({
    id: z.number().int(),
    refunded_at: z.string().nullable().describe("Set when staff refunded this line on its own (a partial refund by lines)"),
  })
  .meta({ id: "AdminOrderLine" });
export type AdminOrderLine = z.infer<typeof adminOrderLineSchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** `GET /api/admin/orders/{order_id}`: everything staff need about one order. */
export const adminOrderDetailSchema = z
  .object({
    order_id: z.string(),
    inv: z.string(),
    sport: z.enum(SPORTS),
    status: z.enum(ORDER_STATUSES),
    refund_due: z.boolean(),
    parent_order_id: z.string().nullable(),
    parent_inv: z.string().nullable(),
    series_id: z.string().nullable().describe("Set on one date of a weekly series: GET /api/admin/{sport}/series/{series_id}"),
    channel: z.enum(BOOKING_CHANNELS),
    customer_type: z.enum(CUSTOMER_TYPES),
    billing: billingSchema.partial().describe("The contact and invoice details the order was made with"),
    member: personSchema.nullable(),
    customer_id: z.string().describe("The customer's page: /admin/customers/{customer_id} (a member's id, or guest:<e-mail>)"),
    created_by: personSchema.nullable().describe("The administrator who made a desk booking"),
    date: isoDateSchema.nullable(),
    timeslot: slotSchema.nullable(),
    total: z.number().int(),
    currency: z.string(),
    payment_provider: z.string(),
    hold_expires_at: z
      .string()
      .nullable()
      .describe("Null on a desk booking paid later: it keeps its courts until paid or cancelled"),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    bookings: z.array(adminBookedCourtSchema),
    players: z
      .array(z.object({ name: z.string(), kind: z.enum(["member", "invited"]), email: z.string().nullable() }))
      .describe("Players the owner added (besides the owner): members by name, the invited with the e-mail given"),
    lines: z.array(adminOrderLineSchema),
    payments: z.array(adminPaymentSchema),
    ...orderMoneySchema.shape,
    children: z.array(
      z.object({
        order_id: z.string(),
        inv: z.string(),
        status: z.enum(ORDER_STATUSES),
        total: z.number().int(),
        currency: z.string(),
        created_at: z.string(),
        paid_at: z.string().nullable(),
      }),
    ),
    history: z.array(auditEntrySchema).describe("Audit entries of this order and its extra add-on orders, oldest first"),
    actions: z
      .object({
        cancel: z.boolean(),
        mark_paid: z.boolean(),
        resend_confirmation: z.boolean(),
        move: z.boolean().describe("Its held courts may move to another court or time (not yet started)"),
        no_show: z.boolean().describe("Its started courts may be marked a no-show (paid booking orders)"),
        refund_part: z.boolean().describe("Part of its payment may be refunded (a paid order with money left to refund)"),
      })
      .describe("What staff may do with the order now"),
  })
  .meta({ id: "AdminOrderDetail" });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminCancelRequestSchema = z
  .object({
    refund: z.boolean().default(true).describe("Paid orders: return the money (default); false cancels without a refund"),
    refund_to: z
      .enum(REFUND_DESTINATIONS, { error: say("contract.refund.destination") })
      .default("payment")
      .describe("With refund: the way it was paid (default), or as the member's club credit (members' orders only)"),
    reason: singleLineText("reason")
      .trim()
      .max(500, { error: textTooLong("reason", 500) })
      .optional(),
  })
  .meta({ id: "AdminCancelRequest" });
export type AdminCancelRequest = z.input<typeof adminCancelRequestSchema>;

/**
 * `POST /api/admin/orders/{order_id}/move`: one booked court of the order to another court
 * and/or time of the same sport. An order books one slot, so when the time changes its other
 * courts move along (each keeping its court). `price`: "settle" (default) charges or refunds
 * the difference of a paid order at the new time; "keep" keeps the price as booked.
 */
export const adminMoveRequestSchema = z
  .object({
    booking_id: z
      .number({ error: say("contract.move.bookedCourt") })
      .pipe(idSchema)
      .describe("The booked court to move: an id of the order's bookings"),
    court_id: z
      .number({ error: say("contract.move.court") })
      .pipe(idSchema)
      .describe("A court of the order's sport"),
    date: isoDateSchema,
    timeslot_id: z.number({ error: say("contract.move.time") }).pipe(idSchema),
    price: z
      .enum(MOVE_PRICE_CHOICES, { error: say("contract.move.price") })
      .default("settle")
      .describe("settle: a paid order pays or gets back the difference at the new time (default); keep: the price stays"),
  })
  .meta({ id: "AdminMoveRequest" });
export type AdminMoveRequest = z.output<typeof adminMoveRequestSchema>;
export type AdminMoveRequestBody = z.input<typeof adminMoveRequestSchema>;

export const acceptedSchema = z.object({ message: z.string() }).meta({ id: "Accepted" });

/** `GET /api/admin/members?q=`: the desk's member lookup. */
export const adminMemberQuerySchema = z.object({
  q: singleLineText("search", say("contract.lookup.type"))
    .trim()
    .min(2, { error: say("contract.lookup.tooShort") })
    .max(100, { error: textTooLong("search", 100) }),
});
export const adminMemberMatchSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() })
  .meta({ id: "AdminMemberMatch" });
export type AdminMemberMatch = z.infer<typeof adminMemberMatchSchema>;
/** At most this many members answer one lookup. */
export const MEMBER_LOOKUP_LIMIT = 20;

export const DESK_PAYMENTS = ["pay_later", "paid"] as const;
export type DeskPayment = (typeof DESK_PAYMENTS)[number];

/** Who a desk booking is for: a member (by id) or a guest's contact, never both. */
export const deskCustomerSchema = z
  .object({
    member_id: z.uuid({ error: say("contract.member.fromLookup") }).optional(),
    guest: billingSchema.optional(),
  })
  .refine((c) => (c.member_id === undefined) !== (c.guest === undefined), {
    error: say("contract.desk.memberOrGuest"),
  });

/** `POST /api/admin/{sport}/bookings` (with Idempotency-Key): a booking made at the desk. */
export const deskBookingRequestSchema = z
  .object({
    date: isoDateSchema,
    timeslot_id: idSchema,
    court_ids: courtIdsSchema,
    addons1: addonListSchema,
    addons2: addonListSchema,
    customer: deskCustomerSchema,
    payment: z.enum(DESK_PAYMENTS, { error: say("contract.desk.payment") }),
    override_limits: z
      .boolean({ error: say("contract.desk.overrideLimits") })
      .default(false)
      .describe("Book even beyond the member's plan limits (per day, per week, upcoming); recorded in the audit log"),
  })
  .meta({ id: "DeskBookingRequest" });
export type DeskBookingRequest = z.input<typeof deskBookingRequestSchema>;
export type DeskBookingInput = z.output<typeof deskBookingRequestSchema>;

/** Back-office booking paths the web app calls. */
export const adminBookingApiPaths = {
  bookings: (sport: Sport) => `/api/admin/${sport}/bookings`,
  bookingsCsv: (sport: Sport) => `/api/admin/${sport}/bookings.csv`,
  order: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`,
  orderCancel: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/cancel`,
  orderMarkPaid: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/mark-paid`,
  orderRefunds: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/refunds`,
  orderMove: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/move`,
  orderResendConfirmation: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/resend-confirmation`,
  members: "/api/admin/members",
} as const;
