/** Club credit: a member's balance at the club, kept as an append-only ledger (issue #12). */
import { z } from "zod";
import { idSchema, singleLineText } from "./common.ts";

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
    expires_at: z.iso.datetime().nullable().describe("Credit that lapses (a pack's top-up): when"),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "CreditEntry" });
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** A member's credit: the balance and the latest entries, newest first. */
export const creditAccountSchema = z
  .object({
    balance: z.number().int().describe("Cents; never negative"),
    currency: z.string(),
    expiring: z
      .array(z.object({ amount: z.number().int(), expires_at: z.iso.datetime() }))
      .describe("Unspent credit that lapses, soonest first: spending takes it first"),
    entries: z.array(creditEntrySchema).describe("The latest 100, newest first"),
  })
  .meta({ id: "CreditAccount" });
export type CreditAccount = z.infer<typeof creditAccountSchema>;

/** `POST /api/admin/members/{member_id}/credit/adjustments`: staff add or take credit, with a reason. */
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

/** The longest a pack's credit may stay valid, in days. */
export const CREDIT_PACK_MAX_DAYS = 3660;

/** The most a pack may cost or bring, in cents (€10,000). */
export const CREDIT_PACK_MAX = 1_000_000;

const packCents = (what: string) =>
  z
    .number({ error: `Enter the ${what} in cents.` })
    .int(`The ${what} is a whole number of cents.`)
    .min(1, `The ${what} must be above zero.`)
    .max(CREDIT_PACK_MAX, `The ${what} may be at most ${CREDIT_PACK_MAX / 100}.`);

const packFields = {
  name: singleLineText("name", "Name the pack.")
    .trim()
    .min(1, "Name the pack.")
    .max(80, "The name may not be longer than 80 characters."),
  price: packCents("price").describe("What the member pays, in cents"),
  credit: packCents("credit").describe("The credit it brings, in cents: at least the price"),
  valid_days: z
    .number({ error: "Enter the number of days, or leave it empty for credit that never lapses." })
    .int("Enter a whole number of days.")
    .min(1, "Credit must stay valid at least 1 day.")
    .max(CREDIT_PACK_MAX_DAYS, `Credit may stay valid at most ${CREDIT_PACK_MAX_DAYS} days (10 years).`)
    .nullable()
    .describe("Days the credit stays usable once bought; null: it never lapses"),
  active: z.boolean().describe("On sale; false retires it (never deleted)"),
};

/** `POST /api/admin/credit-packs`. */
export const creditPackCreateSchema = z
  .object({ ...packFields, valid_days: packFields.valid_days.default(null), active: packFields.active.default(true) })
  .refine((p) => p.credit >= p.price, { message: "A pack brings at least what it costs.", path: ["credit"] })
  .meta({ id: "CreditPackCreateRequest" });
export type CreditPackCreateRequest = z.input<typeof creditPackCreateSchema>;

/** `PATCH /api/admin/credit-packs/{pack_id}`: what is sent changes (price and credit together keep credit ≥ price). */
export const creditPackUpdateSchema = z
  .object(packFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change.")
  .meta({ id: "CreditPackUpdateRequest" });
export type CreditPackUpdateRequest = z.input<typeof creditPackUpdateSchema>;

export const creditPackSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: z.number().int(),
    credit: z.number().int(),
    valid_days: z.number().int().nullable().describe("Days the credit stays usable once bought; null: it never lapses"),
    currency: z.string(),
    active: z.boolean(),
  })
  .meta({ id: "CreditPack" });
export type CreditPack = z.infer<typeof creditPackSchema>;

export const creditPackListSchema = z.object({ data: z.array(creditPackSchema) }).meta({ id: "CreditPackList" });
export type CreditPackList = z.infer<typeof creditPackListSchema>;

/** `POST /api/credit/topups` (member) and `POST /api/admin/members/{member_id}/credit/topups` (desk). */
export const topupRequestSchema = z
  .object({ pack_id: z.number({ error: "Choose a pack." }).pipe(idSchema) })
  .meta({ id: "TopupRequest" });
export type TopupRequest = z.infer<typeof topupRequestSchema>;

/** A member's top-up order: pending with its payment link until paid, then the credit is theirs. */
export const topupSchema = z
  .object({
    order_id: z.string(),
    inv: z.string(),
    status: z.enum(["pending", "paid", "expired", "cancelled", "refunded"]),
    total: z.number().int(),
    credit: z.number().int(),
    currency: z.string(),
    paymentlink: z.string().nullable().describe("While pending: where to pay"),
  })
  .meta({ id: "Topup" });
export type Topup = z.infer<typeof topupSchema>;

/** How much credit goes toward an order: `all` of what is due, or what is `available` with the rest by card. */
export const CREDIT_USES = ["all", "available"] as const;
export type CreditUse = (typeof CREDIT_USES)[number];

/** `POST /api/credit/orders/{order_id}/pay` (no body: `all`). */
export const creditPayRequestSchema = z
  .object({
    use: z
      .enum(CREDIT_USES, { error: "Choose all (credit pays it all) or available (credit first, the rest by card)." })
      .default("all")
      .describe("all: credit pays what is due, or 409; available: the whole balance goes toward it, the card pays the rest"),
  })
  .meta({ id: "CreditPayRequest" });
export type CreditPayRequest = z.input<typeof creditPayRequestSchema>;

export const packParamsSchema = z.object({ pack_id: z.coerce.number().int().positive() });

export const memberParamsSchema = z.object({ member_id: z.uuid("Not a member id.") });

export const creditApiPaths = {
  mine: "/api/credit/me",
  /** The member pays a pending order of theirs (any sport, a plan too) with credit. */
  payOrder: (orderId: string) => `/api/credit/orders/${encodeURIComponent(orderId)}/pay`,
  ofMember: (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/credit`,
  packs: "/api/credit/packs",
  topups: "/api/credit/topups",
  adminPacks: "/api/admin/credit-packs",
  adminPack: (packId: number) => `/api/admin/credit-packs/${packId}`,
  deskTopups: (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/credit/topups`,
  adjustments: (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/credit/adjustments`,
} as const;
