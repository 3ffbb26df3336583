/**
 * The waitlist (issue 13): a member waits for a taken court-slot (one court, some, or any);
 * when a court of it frees, the first person in line gets an exclusive offer, an ordinary hold
 * kept for them for the sport's `offer_minutes`. Paying accepts it; declining or letting it
 * lapse passes the court to the next in line.
 */
import { z } from "zod";
import { isoDateSchema } from "./common.ts";
import { type Sport, sportSettings } from "./sports.ts";
import { say } from "./wording.ts";

/** Courts one entry may name (more is "any court"). */
export const WAITLIST_MAX_COURTS = 12;

export const waitlistPaths = {
  entries: (sport: Sport) => `/api/${sportSettings[sport].api}/waitlist`,
  entry: (sport: Sport, id: number) => `/api/${sportSettings[sport].api}/waitlist/${id}`,
  adminDay: (sport: Sport) => `/api/admin/${sport}/waitlist`,
} as const;

export const waitlistEntryParamsSchema = z.object({ entry_id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const waitlistDayQuerySchema = z.object({ date: isoDateSchema });

/** POST …/waitlist: wait for a taken court-slot. */
export const waitlistJoinRequestSchema = z
  .object({
    date: isoDateSchema,
    timeslot_id: z.number().int().min(1).max(2_147_483_647),
    court_ids: z
      .array(z.number().int().min(1).max(2_147_483_647))
      .max(WAITLIST_MAX_COURTS, { error: say("contract.waitlist.tooManyCourts", { max: WAITLIST_MAX_COURTS }) })
      .optional()
      .describe("The courts wanted, any of them; none or absent: any court of the sport"),
  })
  .meta({ id: "WaitlistJoinRequest" });
export type WaitlistJoinRequest = z.infer<typeof waitlistJoinRequestSchema>;

/**
 * waiting: in line; offered: a court is held for the member (pay to accept); booked: the offer
 * was paid; declined: the member turned the offer down; lapsed: the offer ran out unpaid;
 * left: the member left the line; ended: the slot began with the member still in line.
 */
export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "declined", "lapsed", "left", "ended"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

const courtRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const waitlistOfferSchema = z.object({
  order_id: z.string(),
  inv: z.string(),
  court_name: z.string(),
  expires_at: z.iso.datetime().nullable().describe("Until when the court is held for the member"),
  payment_link: z.string().nullable().describe("Where paying accepts the offer"),
});

export const waitlistEntrySchema = z
  .object({
    id: z.number().int(),
    date: isoDateSchema,
    timeslot_id: z.number().int(),
    start_time: z.string().describe("HH:MM"),
    end_time: z.string().describe("HH:MM"),
    courts: z.array(courtRefSchema).describe("The courts wanted; empty: any court"),
    status: z.enum(WAITLIST_STATUSES),
    place: z.number().int().nullable().describe("While waiting: 1 is next in line for this court-slot"),
    joined_at: z.iso.datetime(),
    offer: waitlistOfferSchema.nullable().describe("The court held for the member while the status is offered"),
  })
  .meta({ id: "WaitlistEntry" });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const myWaitlistSchema = z
  .object({
    limit: z.number().int().describe("Court-slots the member may wait for at once in this sport"),
    offer_minutes: z.number().int().describe("How long an offer holds a court"),
    entries: z.array(waitlistEntrySchema).describe("Entries of dates from today on: in line and offered first, then ended ones"),
  })
  .meta({ id: "MyWaitlist" });
export type MyWaitlist = z.infer<typeof myWaitlistSchema>;

/** GET /api/admin/{sport}/waitlist?date=: who waits for what, per slot, in line order. */
export const adminWaitlistSchema = z
  .object({
    date: isoDateSchema,
    slots: z.array(
      z.object({
        timeslot_id: z.number().int(),
        start_time: z.string(),
        end_time: z.string(),
        entries: z.array(
          z.object({
            id: z.number().int(),
            member_id: z.string(),
            member_name: z.string(),
            member_email: z.string(),
            courts: z.array(courtRefSchema),
            status: z.enum(["waiting", "offered"]),
            place: z.number().int().nullable(),
            joined_at: z.iso.datetime(),
            offer_inv: z.string().nullable(),
            offer_court_name: z.string().nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "AdminWaitlist" });
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;
