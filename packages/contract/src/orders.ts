import { z } from "zod";
import { clockTimeSchema, idSchema, isoDateSchema, singleLineText, textRequired, textTooLong } from "./common.ts";
import { guestProofSchema } from "./guest-proof.ts";
import { SPORTS } from "./sports.ts";
import { type FieldName, field, say } from "./wording.ts";

export const ORDER_STATUSES = ["pending", "paid", "expired", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Header every order creation carries; a repeat with the same key answers the first answer. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

const text = (name: FieldName, max: number) =>
  singleLineText(name)
    .trim()
    .max(max, { error: textTooLong(name, max) });

const addonQuantitySchema = z.object({
  addon_id: idSchema,
  qty: z
    .number()
    .int()
    .min(1, { error: say("contract.order.quantityMin") })
    .max(99, { error: say("contract.order.quantityMax") }),
});
export type AddonQuantity = z.infer<typeof addonQuantitySchema>;

const addonList = z
  .array(addonQuantitySchema)
  .max(50)
  .default([])
  .refine((list) => new Set(list.map((a) => a.addon_id)).size === list.length, { error: say("contract.order.addonOnce") });
/** `addons1` / `addons2` of an order (also of a desk booking). */
export const addonListSchema = addonList;

/** Add-ons of a multi-add-on module chosen for one date (the draft's replace/remove rule keeps one entry per date). */
const multiAddonEntrySchema = z.object({ date: isoDateSchema, addons: addonList });
const multiAddonList = z
  .array(multiAddonEntrySchema)
  .max(31)
  .default([])
  .refine((list) => new Set(list.map((e) => e.date)).size === list.length, { error: say("contract.order.dateOnce") });

export const billingSchema = z
  .object({
    name: text("name", 100).min(1, { error: textRequired("name") }),
    email: text("email", 254)
      .toLowerCase()
      .min(1, { error: textRequired("email") })
      .pipe(z.email({ error: say("contract.text.invalidEmail", { field: field("email") }) })),
    phone: text("phone", 30)
      .min(1, { error: textRequired("phone") })
      .regex(/^[+0-9 ()-]*$/, { error: say("contract.phone.characters") }),
    company: text("company", 150).optional(),
    tax_id: text("taxId", 50).optional(),
    address: text("address", 300).optional(),
  })
  .meta({ id: "Billing" });
export type Billing = z.infer<typeof billingSchema>;

/** The courts an order holds: one or more, each once. Online and desk bookings share it. */
export const courtIdsSchema = z
  .array(idSchema)
  .min(1, { error: say("contract.order.chooseCourt") })
  .max(20)
  .refine((ids) => new Set(ids).size === ids.length, { error: say("contract.order.courtOnce") });

export const orderCreateRequestSchema = z
  .object({
    date: isoDateSchema,
    timeslot_id: idSchema,
    court_ids: courtIdsSchema,
    addons1: addonList,
    addons2: addonList,
    multiaddons1: multiAddonList,
    multiaddons2: multiAddonList,
    billing: billingSchema,
    guest: z.boolean().optional(),
    /** A guest's solved challenge from GET /api/guest-challenge (members send none). */
    proof: guestProofSchema.optional(),
  })
  .meta({ id: "OrderCreateRequest" });
export type OrderCreateRequest = z.input<typeof orderCreateRequestSchema>;
export type OrderCreateInput = z.output<typeof orderCreateRequestSchema>;

/** Long enough that nobody guesses another client's key (a UUID fits). */
const idempotencyKeySchema = z
  .string({ error: say("contract.order.idempotencyKeyRequired") })
  .regex(/^[A-Za-z0-9_.:-]{16,128}$/, { error: say("contract.order.idempotencyKeyShape") });
export const idempotencyHeadersSchema = z.object({ "idempotency-key": idempotencyKeySchema });
/** Where the key is optional (extra add-ons): without one every request makes an order. */
export const optionalIdempotencyHeadersSchema = z.object({ "idempotency-key": idempotencyKeySchema.optional() });

export const orderLineSchema = z
  .object({
    kind: z.enum(["court", "addon", "multiaddon", "membership", "topup", "share"]),
    description: z.string(),
    qty: z.number().int(),
    unit_price: z.number().int(),
    amount: z.number().int(),
    date: isoDateSchema.optional().describe("The date a multi-add-on is booked for"),
  })
  .meta({ id: "OrderLine" });
export type OrderLine = z.infer<typeof orderLineSchema>;

const orderFields = {
  order_id: z.string(),
  inv: z.string(),
  status: z.enum(ORDER_STATUSES),
  sport: z.enum(SPORTS),
  date: isoDateSchema,
  timeslot: z.object({ id: z.number().int(), start: clockTimeSchema, end: clockTimeSchema }),
  courts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lines: z.array(orderLineSchema),
  total: z.number().int(),
  currency: z.string(),
  paymentlink: z.string().nullable(),
  credit_applied: z
    .number()
    .int()
    .optional()
    .describe("Club credit put toward it (credit first, the rest by card): the payment link asks for total − credit_applied"),
  shared_out: z
    .number()
    .int()
    .optional()
    .describe(
      "Split between players (shares.ts): what the other players' shares pay; the payment link asks for total − credit_applied − shared_out",
    ),
  hold_expires_at: z.string().nullable(),
  access_key: z.string().optional().describe("Guests only: keep it to open the order later (?key=)"),
  parent_order_id: z
    .string()
    .nullable()
    .optional()
    .describe("Extra add-on orders: the paid booking they add to (they hold no courts of their own)"),
  cancellable_until: z
    .string()
    .nullable()
    .optional()
    .describe("Paid or pending bookings: the instant free cancellation ends (ISO 8601); null when it cannot be cancelled"),
  paid_total: z.number().int().optional().describe("Every payment taken for the order"),
  refunded_total: z
    .number()
    .int()
    .optional()
    .describe("What was given back (a part refund leaves the order paid with this shown)"),
};

/** An extra add-on order listed under its parent booking. */
export const orderExtraSchema = z.object(orderFields).meta({ id: "OrderExtra" });
export type OrderExtra = z.infer<typeof orderExtraSchema>;

export const orderSchema = z
  .object({
    ...orderFields,
    children: z
      .array(orderExtraSchema)
      .optional()
      .describe("Extra add-on orders made for this booking, oldest first (only on a booking, never on a child)"),
  })
  .meta({ id: "Order" });
export type Order = z.infer<typeof orderSchema>;

/** `POST …/orders/{order_id}/extra-addons`: add-ons for a paid booking whose slot has not started. */
export const extraAddonsRequestSchema = z
  .object({ addons1: addonList, addons2: addonList })
  .refine((body) => body.addons1.length + body.addons2.length > 0, {
    error: say("contract.order.chooseAddon"),
    path: ["addons1"],
  })
  .meta({ id: "ExtraAddonsRequest" });
export type ExtraAddonsRequest = z.input<typeof extraAddonsRequestSchema>;
export type ExtraAddonsInput = z.output<typeof extraAddonsRequestSchema>;

/** Media type of `GET …/orders/{order_id}/calendar.ics`. */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

export const orderAccessQuerySchema = z.object({ key: z.string().max(200).optional() });
export const demoPayRequestSchema = z.object({
  key: z
    .string({ error: textRequired("key") })
    .min(1)
    .max(200),
});
