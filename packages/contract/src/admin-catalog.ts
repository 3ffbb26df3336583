/** Back-office catalog: courts, timeslots and prices, add-ons, add-on modules, closures (API.md "Administration"). */
import { z } from "zod";
import { pageMetaSchema } from "./admin-common.ts";
import { addonSchema, courtSchema, timeslotSchema } from "./catalog.ts";
import { clockTimeSchema, idSchema, isoDateSchema, multiLineText, singleLineText } from "./common.ts";
import type { Sport } from "./sports.ts";
import { type FieldName, field, say } from "./wording.ts";

/** Highest price in minor units (100 000.00 in a two-decimal currency); keeps totals within integers. */
export const MAX_PRICE = 10_000_000;
export const MAX_STOCK = 100_000;

/** A facility-local wall time an administrator types: 00:00–23:59. */
export const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: say("contract.time.format") });

const priceSchema = z
  .number({ error: say("contract.price.enter") })
  .int({ error: say("contract.price.whole") })
  .min(0, { error: say("contract.price.negative") })
  .max(MAX_PRICE, { error: say("contract.price.tooHigh") });

const label = (what: FieldName, max: number) =>
  singleLineText(what, say("contract.text.enter", { field: field(what) }))
    .trim()
    .min(1, { error: say("contract.text.enter", { field: field(what) }) })
    .max(max, { error: say("contract.text.atMost", { field: field(what), max }) });

/** A list of rows with the back office's paging metadata. */
const pageOf = <T extends z.ZodType>(row: T, id: string) => z.object({ data: z.array(row), meta: pageMetaSchema }).meta({ id });

// Courts ---------------------------------------------------------------------------------

/** The public court plus what only the back office sees. */
export const adminCourtSchema = courtSchema
  .extend({ active: z.boolean(), sort_order: z.number().int() })
  .meta({ id: "AdminCourt" });
export type AdminCourt = z.infer<typeof adminCourtSchema>;
export const adminCourtListSchema = pageOf(adminCourtSchema, "AdminCourtList");
export type AdminCourtList = z.infer<typeof adminCourtListSchema>;

/** Create (active unless told otherwise) or replace; `active: true` on a PUT reactivates, absent keeps it. */
export const courtInputSchema = z
  .object({
    name: label("name", 60),
    surface: label("surface", 60),
    indoor: z.boolean({ error: say("contract.court.indoor") }),
    active: z.boolean().optional(),
  })
  .meta({ id: "AdminCourtRequest" });
export type CourtInput = z.infer<typeof courtInputSchema>;

/** Court ids of the sport, each once, in the order the grid shows them; courts left out follow as they were. */
export const courtOrderSchema = z
  .object({
    ids: z
      .array(idSchema)
      .min(1, { error: say("contract.court.order") })
      .max(1000),
  })
  .meta({ id: "AdminCourtOrderRequest" });
export type CourtOrder = z.infer<typeof courtOrderSchema>;

// Timeslots ------------------------------------------------------------------------------

/** The public timeslot plus its weekend prices and whether it is offered. */
export const adminTimeslotSchema = timeslotSchema
  .extend({
    weekend_price_member: z.number().int().nullable(),
    weekend_price_guest: z.number().int().nullable(),
    active: z.boolean(),
  })
  .meta({ id: "AdminTimeslot" });
export type AdminTimeslot = z.infer<typeof adminTimeslotSchema>;
export const adminTimeslotListSchema = pageOf(adminTimeslotSchema, "AdminTimeslotList");
export type AdminTimeslotList = z.infer<typeof adminTimeslotListSchema>;

/** The timeslot's fields without the cross-field rule, for forms that swap the money fields. */
export const timeslotFieldsSchema = z.object({
  start: wallTimeSchema,
  end: wallTimeSchema,
  price_member: priceSchema,
  price_guest: priceSchema,
  /** Saturday and Sunday prices; null charges the weekday price. */
  weekend_price_member: priceSchema.nullable().default(null),
  weekend_price_guest: priceSchema.nullable().default(null),
  active: z.boolean().optional(),
});

/** A slot ends after it starts on the same day (times compare as strings). */
export const endAfterStart = <S extends z.ZodType<{ start: string; end: string }>>(schema: S) =>
  schema.refine((slot) => slot.end > slot.start, { path: ["end"], error: say("contract.timeslot.endAfterStart") });

export const timeslotInputSchema = endAfterStart(timeslotFieldsSchema).meta({ id: "AdminTimeslotRequest" });
export type TimeslotInput = z.infer<typeof timeslotInputSchema>;

// Add-ons and modules -------------------------------------------------------------------

/** The public add-on plus whether it is offered. */
export const adminAddonSchema = addonSchema.extend({ active: z.boolean() }).meta({ id: "AdminAddon" });
export type AdminAddon = z.infer<typeof adminAddonSchema>;
export const adminAddonListSchema = pageOf(adminAddonSchema, "AdminAddonList");
export type AdminAddonList = z.infer<typeof adminAddonListSchema>;

export const addonFieldsSchema = z.object({
  name: label("name", 80),
  group: z.union([z.literal(1), z.literal(2)], { error: say("contract.addon.group") }),
  price: priceSchema,
  module: z.enum(["addons", "multi-addons"], { error: say("contract.addon.module") }),
  /** The multi-add-on module it belongs to: required for multi-addons, absent for plain add-ons. */
  module_id: idSchema.nullable().default(null),
  stock: z
    .number({ error: say("contract.addon.stockEnter") })
    .int({ error: say("contract.addon.stockWhole") })
    .min(0, { error: say("contract.addon.stockNegative") })
    .max(MAX_STOCK, { error: say("contract.addon.stockTooHigh") })
    .nullable()
    .default(null),
  active: z.boolean().optional(),
});

/** A multi-add-on belongs to a module; a plain add-on to none. */
export const moduleMatchesKind = <S extends z.ZodType<{ module: string; module_id: number | null }>>(schema: S) =>
  schema
    .refine((a) => a.module !== "multi-addons" || a.module_id !== null, {
      path: ["module_id"],
      error: say("contract.addon.chooseModule"),
    })
    .refine((a) => a.module !== "addons" || a.module_id === null, {
      path: ["module_id"],
      error: say("contract.addon.plainHasNoModule"),
    });

export const addonInputSchema = moduleMatchesKind(addonFieldsSchema).meta({ id: "AdminAddonRequest" });
export type AddonInput = z.infer<typeof addonInputSchema>;

export const adminAddonModuleSchema = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), active: z.boolean() })
  .meta({ id: "AdminAddonModule" });
export type AdminAddonModule = z.infer<typeof adminAddonModuleSchema>;
export const adminAddonModuleListSchema = pageOf(adminAddonModuleSchema, "AdminAddonModuleList");
export type AdminAddonModuleList = z.infer<typeof adminAddonModuleListSchema>;

export const addonModuleInputSchema = z
  .object({
    name: label("name", 80),
    description: multiLineText("description")
      .trim()
      .max(500, { error: say("contract.text.atMost", { field: field("description"), max: 500 }) })
      .default(""),
    active: z.boolean().optional(),
  })
  .meta({ id: "AdminAddonModuleRequest" });
export type AddonModuleInput = z.infer<typeof addonModuleInputSchema>;

// Closures -------------------------------------------------------------------------------

/** A court (or, with court_id null, every court of the sport) closed from start to end, facility time. */
export const adminClosureSchema = z
  .object({
    id: z.number().int(),
    court_id: z.number().int().nullable(),
    court_name: z.string().nullable().describe("null when every court is closed"),
    start_date: isoDateSchema,
    start_time: clockTimeSchema,
    end_date: isoDateSchema,
    end_time: clockTimeSchema,
    starts_at: z.string().describe("ISO 8601 instant"),
    ends_at: z.string().describe("ISO 8601 instant"),
    reason: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "AdminClosure" });
export type AdminClosure = z.infer<typeof adminClosureSchema>;
export const adminClosureListSchema = pageOf(adminClosureSchema, "AdminClosureList");
export type AdminClosureList = z.infer<typeof adminClosureListSchema>;

export const closureFieldsSchema = z.object({
  /** null closes every court of the sport. */
  court_id: idSchema.nullable(),
  start_date: isoDateSchema,
  start_time: wallTimeSchema,
  end_date: isoDateSchema,
  end_time: wallTimeSchema,
  reason: label("reason", 200),
});

type ClosureTimes = { start_date: string; start_time: string; end_date: string; end_time: string };

export const closureEndsAfterStart = <S extends z.ZodType<ClosureTimes>>(schema: S) =>
  schema.refine((c) => `${c.end_date}T${c.end_time}` > `${c.start_date}T${c.start_time}`, {
    path: ["end_time"],
    error: say("contract.closure.endAfterStart"),
  });

/**
 * What a closure does to the bookings it hits: `refuse` (409 listing them, the default),
 * or close them: paid ones refunded the way they were paid or as club credit, unpaid holds
 * simply cancelled.
 */
export const CLOSURE_HIT_CHOICES = ["refuse", "refund_to_payment", "refund_to_credit"] as const;
export type ClosureHitChoice = (typeof CLOSURE_HIT_CHOICES)[number];

export const closureInputSchema = closureEndsAfterStart(
  closureFieldsSchema.extend({
    hit_bookings: z
      .enum(CLOSURE_HIT_CHOICES, { error: say("contract.choice.list", { choices: CLOSURE_HIT_CHOICES.join(", ") }) })
      .default("refuse")
      .describe(
        "Bookings inside the span: refuse (409 listing them, default), refund_to_payment or refund_to_credit (guests, who have no credit, are refunded the way they paid); unpaid holds are cancelled",
      ),
  }),
).meta({ id: "AdminClosureRequest" });
export type ClosureInput = z.output<typeof closureInputSchema>;
export type ClosureBody = z.input<typeof closureInputSchema>;

/** The field of a 409 that lists, one line each, the bookings a closure would hit. */
export const CLOSURE_HIT_FIELD = "bookings";
/** The refusal's code; its `params.order_ids` names the order of each line of CLOSURE_HIT_FIELD, in the same order. */
export const CLOSURE_HIT_CODE = "closure_hits_bookings";

// Paths ----------------------------------------------------------------------------------

const admin = (sport: Sport) => `/api/admin/${sport}`;

/** Every back-office catalog path, for the web app and the tests. */
export const adminCatalogPaths = {
  courts: (sport: Sport) => `${admin(sport)}/courts`,
  court: (sport: Sport, id: number) => `${admin(sport)}/courts/${id}`,
  courtOrder: (sport: Sport) => `${admin(sport)}/courts/order`,
  timeslots: (sport: Sport) => `${admin(sport)}/timeslots`,
  timeslot: (sport: Sport, id: number) => `${admin(sport)}/timeslots/${id}`,
  addons: (sport: Sport) => `${admin(sport)}/addons`,
  addon: (sport: Sport, id: number) => `${admin(sport)}/addons/${id}`,
  addonModules: (sport: Sport) => `${admin(sport)}/addon-modules`,
  addonModule: (sport: Sport, id: number) => `${admin(sport)}/addon-modules/${id}`,
  closures: (sport: Sport) => `${admin(sport)}/closures`,
  closure: (sport: Sport, id: number) => `${admin(sport)}/closures/${id}`,
  closurePreview: (sport: Sport) => `${admin(sport)}/closures/preview`,
} as const;
