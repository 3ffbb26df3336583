/** Back-office customers: members and guests in one list, their history, notes and no-shows (issue #11). */
import { z } from "zod";
import { pageMetaSchema, pageQuerySchema } from "./admin-common.ts";
import { clockTimeSchema, idParamSchema, idSchema, isoDateSchema, multiLineText, singleLineText, textTooLong } from "./common.ts";
import { ORDER_STATUSES } from "./orders.ts";
import { SPORTS } from "./sports.ts";
import { say } from "./wording.ts";

export const CUSTOMER_KINDS = ["member", "guest"] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

/** A guest's customer id: `guest:` and their normalised e-mail (a member's is their member id). */
export const GUEST_CUSTOMER_PREFIX = "guest:";

const searchShape = {
  q: singleLineText("search")
    .trim()
    .max(100, { error: textTooLong("search", 100) })
    .optional()
    .describe("Part of a name, e-mail or phone number (case-insensitive; a phone also matches by its digits)"),
};

/** `GET /api/admin/customers.csv`: the search without paging. */
export const customerSearchSchema = z.object(searchShape);
export type CustomerSearch = z.infer<typeof customerSearchSchema>;

/** `GET /api/admin/customers`: the search, paged. */
export const customerListQuerySchema = z.object({ ...searchShape, ...pageQuerySchema.shape });
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** One customer of the list. Counts cover the sports the administrator works on. */
export const customerRowSchema = z
  .object({
    id: z.string().describe("A member's id, or `guest:<normalised e-mail>` (url-encode it in a path)"),
    kind: z.enum(CUSTOMER_KINDS),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    bookings: z.number().int().describe("Booking orders paid or still held (extra add-on orders not counted)"),
    last_booking_date: isoDateSchema.nullable(),
    no_shows: z.number().int(),
  })
  .meta({ id: "CustomerRow" });
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListSchema = z
  .object({ data: z.array(customerRowSchema), meta: pageMetaSchema })
  .meta({ id: "CustomerList" });
export type CustomerList = z.infer<typeof customerListSchema>;

export const customerParamsSchema = z.object({
  customer_id: z.string().min(1).max(400).describe("A member's id, or `guest:<normalised e-mail>`"),
});

const courtNameSchema = z.object({ id: z.number().int(), name: z.string() });

export const customerOrderSchema = z
  .object({
    order_id: z.string().describe("Opens the order in the back office: /admin/orders/{order_id}"),
    inv: z.string(),
    sport: z.enum(SPORTS),
    date: isoDateSchema.nullable(),
    start: clockTimeSchema.nullable(),
    end: clockTimeSchema.nullable(),
    courts: z.array(courtNameSchema),
    status: z.enum(ORDER_STATUSES),
    parent_inv: z.string().nullable().describe("Set on an extra add-on order: the booking it adds to"),
    total: z.number().int(),
    currency: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "CustomerOrder" });

export const customerPaymentSchema = z
  .object({
    id: z.number().int(),
    order_id: z.string(),
    inv: z.string(),
    kind: z.enum(["charge", "refund"]),
    provider: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "CustomerPayment" });

export const customerNoShowSchema = z
  .object({
    booking_id: z.number().int(),
    order_id: z.string(),
    inv: z.string(),
    sport: z.enum(SPORTS),
    date: isoDateSchema,
    start: clockTimeSchema,
    court: z.string(),
    marked_at: z.string(),
    marked_by: z.string().nullable().describe("The administrator's name"),
  })
  .meta({ id: "CustomerNoShow" });

export const customerNoteSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
    created_at: z.string(),
    edited_at: z.string().nullable().describe("When the text was last changed; null if never"),
    can_change: z
      .boolean()
      .describe("Whether the signed-in administrator may edit or delete it (its author, an owner or a manager)"),
  })
  .meta({ id: "CustomerNote" });
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** Online booking of one sport suspended by its no-show rule, and the no-shows that count towards it. */
export const customerSuspensionSchema = z
  .object({
    sport: z.enum(SPORTS),
    until: isoDateSchema.describe("The first date the customer may book online again"),
    limit: z.number().int().describe("The rule's K: no-shows that suspend"),
    window_days: z.number().int().describe("The rule's M: days the no-shows are counted over"),
    suspension_days: z.number().int().describe("The rule's N: days after the latest no-show"),
    no_shows: z.array(customerNoShowSchema).describe("The no-shows that count (in the window, marked after the last lift)"),
  })
  .meta({ id: "CustomerSuspension" });
export type CustomerSuspension = z.infer<typeof customerSuspensionSchema>;

/** The latest early lift of a sport's suspension. */
export const customerSuspensionLiftSchema = z
  .object({ sport: z.enum(SPORTS), lifted_at: z.string(), lifted_by: z.string().describe("The administrator's name") })
  .meta({ id: "CustomerSuspensionLift" });

/** `GET /api/admin/customers/{customer_id}`: the customer with their history in the administrator's sports, newest first. */
export const customerDetailSchema = z
  .object({
    ...customerRowSchema.shape,
    member_since: z.string().nullable().describe("A member's registration instant; null for a guest"),
    plan: z
      .object({ plan_id: z.number().int(), name: z.string(), starts_on: isoDateSchema, ends_on: isoDateSchema })
      .nullable()
      .describe("The member's plan today (ends_on exclusive); null for a registered player or a guest"),
    orders: z.array(customerOrderSchema),
    payments: z.array(customerPaymentSchema),
    no_show_list: z.array(customerNoShowSchema),
    notes: z.array(customerNoteSchema),
    suspensions: z
      .array(customerSuspensionSchema)
      .describe("Sports (of the administrator's) whose online booking the no-show rule suspends for the customer today"),
    suspension_lifts: z.array(customerSuspensionLiftSchema).describe("The latest early lift per sport, newest first"),
  })
  .meta({ id: "CustomerDetail" });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const NOTE_MAX_LENGTH = 2000;

/** `POST /api/admin/customers/{customer_id}/notes`. */
export const customerNoteRequestSchema = z
  .object({
    text: multiLineText("note")
      .trim()
      .min(1, { error: say("contract.note.write") })
      .max(NOTE_MAX_LENGTH, { error: textTooLong("note", NOTE_MAX_LENGTH) }),
  })
  .meta({ id: "CustomerNoteRequest" });
export type CustomerNoteRequest = z.infer<typeof customerNoteRequestSchema>;

/** `PUT` and `DELETE /api/admin/customers/{customer_id}/notes/{note_id}`. */
export const customerNoteParamsSchema = customerParamsSchema.extend({
  note_id: idParamSchema.describe("The note's id"),
});

/** `POST /api/admin/customers/{customer_id}/suspensions/{sport}/lift`. */
export const customerSuspensionParamsSchema = customerParamsSchema.extend({ sport: z.enum(SPORTS) });

/** `POST /api/admin/orders/{order_id}/no-show`: mark (or undo) one booked court of a paid order as not shown. */
export const noShowRequestSchema = z
  .object({
    booking_id: z.number({ error: say("contract.noShow.booking") }).pipe(idSchema),
    no_show: z.boolean({ error: say("contract.noShow.flag") }),
  })
  .meta({ id: "NoShowRequest" });
export type NoShowRequest = z.infer<typeof noShowRequestSchema>;

/** The refusal code of an online order while the payer's no-shows suspend them. */
export const SUSPENDED_NO_SHOWS = "suspended_no_shows";

export const customerApiPaths = {
  customers: "/api/admin/customers",
  customersCsv: "/api/admin/customers.csv",
  customer: (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`,
  customerNotes: (id: string) => `/api/admin/customers/${encodeURIComponent(id)}/notes`,
  customerNote: (id: string, noteId: number) => `/api/admin/customers/${encodeURIComponent(id)}/notes/${noteId}`,
  liftSuspension: (id: string, sport: string) => `/api/admin/customers/${encodeURIComponent(id)}/suspensions/${sport}/lift`,
  orderNoShow: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/no-show`,
} as const;
