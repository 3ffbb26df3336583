/** Club credit: a member's balance at the club, kept as an append-only ledger (issue #12). */
import { z } from "zod";
import { idSchema, singleLineText, textTooLong } from "./common.ts";
import { field, say } from "./wording.ts";

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
    reason: z.string().describe("Staff's words for an adjustment; empty for the other kinds, whose kind and order say why"),
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
      .number({ error: say("contract.amount.enterCents") })
      .int({ error: say("contract.amount.wholeCents") })
      .min(-CREDIT_ADJUSTMENT_MAX, {
        error: say("contract.credit.adjustmentTakesAtMost", { max: CREDIT_ADJUSTMENT_MAX / 100 }),
      })
      .max(CREDIT_ADJUSTMENT_MAX, { error: say("contract.credit.adjustmentAddsAtMost", { max: CREDIT_ADJUSTMENT_MAX / 100 }) })
      .refine((n) => n !== 0, { error: say("contract.amount.notZero") })
      .describe("Cents: positive adds credit, negative takes it"),
    reason: singleLineText("reason", say("contract.credit.sayWhy"))
      .trim()
      .min(3, { error: say("contract.reason.tooShort") })
      .max(CREDIT_REASON_MAX_LENGTH, { error: textTooLong("reason", CREDIT_REASON_MAX_LENGTH) }),
  })
  .meta({ id: "CreditAdjustmentRequest" });
export type CreditAdjustmentRequest = z.infer<typeof creditAdjustmentRequestSchema>;

/** The longest a pack's credit may stay valid, in days. */
export const CREDIT_PACK_MAX_DAYS = 3660;

/** The most a pack may cost or bring, in cents (€10,000). */
export const CREDIT_PACK_MAX = 1_000_000;

const packCents = (what: "price" | "credit") =>
  z
    .number({ error: say("contract.money.enterCents", { field: field(what) }) })
    .int({ error: say("contract.money.wholeCents", { field: field(what) }) })
    .min(1, { error: say("contract.money.aboveZero", { field: field(what) }) })
    .max(CREDIT_PACK_MAX, { error: say("contract.money.mayBeAtMost", { field: field(what), max: CREDIT_PACK_MAX / 100 }) });

const packFields = {
  name: singleLineText("name", say("contract.credit.namePack"))
    .trim()
    .min(1, { error: say("contract.credit.namePack") })
    .max(80, { error: textTooLong("name", 80) }),
  price: packCents("price").describe("What the member pays, in cents"),
  credit: packCents("credit").describe("The credit it brings, in cents: at least the price"),
  valid_days: z
    .number({ error: say("contract.credit.validDays") })
    .int({ error: say("contract.credit.wholeDays") })
    .min(1, { error: say("contract.credit.minDays") })
    .max(CREDIT_PACK_MAX_DAYS, { error: say("contract.credit.maxDays", { max: CREDIT_PACK_MAX_DAYS }) })
    .nullable()
    .describe("Days the credit stays usable once bought; null: it never lapses"),
  active: z.boolean().describe("On sale; false retires it (never deleted)"),
};

/** `POST /api/admin/credit-packs`. */
export const creditPackCreateSchema = z
  .object({ ...packFields, valid_days: packFields.valid_days.default(null), active: packFields.active.default(true) })
  .refine((p) => p.credit >= p.price, { error: say("contract.credit.packValue"), path: ["credit"] })
  .meta({ id: "CreditPackCreateRequest" });
export type CreditPackCreateRequest = z.input<typeof creditPackCreateSchema>;

/** `PATCH /api/admin/credit-packs/{pack_id}`: what is sent changes (price and credit together keep credit ≥ price). */
export const creditPackUpdateSchema = z
  .object(packFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: say("contract.update.nothing") })
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
  .object({ pack_id: z.number({ error: say("contract.credit.choosePack") }).pipe(idSchema) })
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
      .enum(CREDIT_USES, { error: say("contract.credit.use") })
      .default("all")
      .describe("all: credit pays what is due, or 409; available: the whole balance goes toward it, the card pays the rest"),
  })
  .meta({ id: "CreditPayRequest" });
export type CreditPayRequest = z.input<typeof creditPayRequestSchema>;

export const packParamsSchema = z.object({ pack_id: z.coerce.number().int().positive() });

export const memberParamsSchema = z.object({ member_id: z.uuid({ error: say("contract.member.notAnId") }) });

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
