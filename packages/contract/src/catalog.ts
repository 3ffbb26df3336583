import { z } from "zod";
import { clockTimeSchema, isoDateSchema } from "./common.ts";

export const courtSchema = z
  .object({ id: z.number().int(), name: z.string(), surface: z.string(), indoor: z.boolean() })
  .meta({ id: "Court" });
export type Court = z.infer<typeof courtSchema>;

/** Prices are the weekday court prices in minor units; weekend prices show in the day grid. */
export const timeslotSchema = z
  .object({
    id: z.number().int(),
    start: clockTimeSchema,
    end: clockTimeSchema,
    price_member: z.number().int(),
    price_guest: z.number().int(),
  })
  .meta({ id: "Timeslot" });
export type Timeslot = z.infer<typeof timeslotSchema>;

/** group 1 = sold by quantity (rackets, balls), group 2 = services tied to the slot (coach). */
export const addonSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    group: z.union([z.literal(1), z.literal(2)]),
    price: z.number().int(),
    module: z.enum(["addons", "multi-addons"]),
    module_id: z.number().int().nullable(),
    stock: z.number().int().nullable().describe("Units per timeslot; null means unlimited"),
  })
  .meta({ id: "Addon" });
export type Addon = z.infer<typeof addonSchema>;

export const addonModuleSchema = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), addons: z.array(addonSchema) })
  .meta({ id: "AddonModule" });
export type AddonModule = z.infer<typeof addonModuleSchema>;

export const addonSlotAvailabilitySchema = z.object({
  timeslot_id: z.number().int(),
  start: clockTimeSchema,
  remaining: z.number().int().nullable().describe("Units still free; null means unlimited"),
});

export const addonAvailabilitySchema = addonSchema
  .extend({
    availability: z.array(z.object({ date: isoDateSchema, timeslots: z.array(addonSlotAvailabilitySchema) })),
  })
  .meta({ id: "AddonAvailability" });
export type AddonAvailability = z.infer<typeof addonAvailabilitySchema>;
