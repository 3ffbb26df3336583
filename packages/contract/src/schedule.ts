import { z } from "zod";
import { courtSchema, timeslotSchema } from "./catalog.ts";
import { isoDateSchema } from "./common.ts";

export const CELL_STATUSES = ["available", "held", "booked", "closed", "past"] as const;
export type CellStatus = (typeof CELL_STATUSES)[number];

/** `?date=` of the schedule calls; today in the facility's time zone when left out. */
export const scheduleQuerySchema = z.object({ date: isoDateSchema.optional() });

export const scheduleCellSchema = z
  .object({
    court_id: z.number().int(),
    timeslot_id: z.number().int(),
    status: z.enum(CELL_STATUSES),
    price: z.number().int().describe("What the caller would pay: member price with a member token, else guest price"),
  })
  .meta({ id: "ScheduleCell" });
export type ScheduleCell = z.infer<typeof scheduleCellSchema>;

export const dayScheduleSchema = z
  .object({
    date: isoDateSchema,
    courts: z.array(courtSchema),
    timeslots: z.array(timeslotSchema),
    cells: z.array(scheduleCellSchema),
  })
  .meta({ id: "DaySchedule" });
export type DaySchedule = z.infer<typeof dayScheduleSchema>;

/** One entry of the spec's court filter (`filtercourt` in the booking draft), with the court's surface and whether it is indoor. */
export const courtFilterEntrySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    surface: z.string(),
    indoor: z.boolean(),
    available: z.boolean(),
    price: z.number().int(),
  })
  .meta({ id: "CourtFilterEntry" });
export type CourtFilterEntry = z.infer<typeof courtFilterEntrySchema>;

/** Server-Sent Events name of `GET …/schedules/stream?date=`. */
export const AVAILABILITY_EVENT = "availability";

/**
 * Data of one `availability` event: the cells of the stream's date whose status or price
 * changed since the last event on that stream (the first event after connecting carries
 * every cell, so a client can also use it to resynchronise).
 */
export const availabilityEventSchema = z
  .object({ date: isoDateSchema, cells: z.array(scheduleCellSchema) })
  .meta({ id: "AvailabilityEvent" });
export type AvailabilityEvent = z.infer<typeof availabilityEventSchema>;
