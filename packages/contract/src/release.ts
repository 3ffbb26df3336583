/**
 * The release draw (issue 13): for release_window_seconds after a date opens to everyone, a
 * member's wish for its court-slots is an entry; then one draw gives each court-slot to one
 * entrant, each person weighed equally, and each winner gets an ordinary hold to pay.
 */
import { z } from "zod";
import { isoDateSchema } from "./common.ts";
import { type Sport, sportSettings } from "./sports.ts";
import { say } from "./wording.ts";

/** Court-slots one member may enter for in one draw (one sport, one date). */
export const RELEASE_MAX_ENTRIES = 8;

export const releasePaths = {
  entries: (sport: Sport) => `/api/${sportSettings[sport].api}/release-entries`,
  window: (sport: Sport) => `/api/${sportSettings[sport].api}/release-window`,
  entry: (sport: Sport, id: number) => `/api/${sportSettings[sport].api}/release-entries/${id}`,
  adminDraws: (sport: Sport) => `/api/admin/${sport}/release-draws`,
} as const;

export const releaseDateQuerySchema = z.object({ date: isoDateSchema });
export const releaseEntryParamsSchema = z.object({ entry_id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Times a member may change their entries for one draw (each list set, each withdrawal). A
 * person changes them a few times; a client sending lists twenty times a second stops here.
 */
export const RELEASE_MAX_CHANGES = 20;

const courtSlotRefSchema = z.object({
  timeslot_id: z.number().int().min(1).max(2_147_483_647),
  court_id: z.number().int().min(1).max(2_147_483_647),
});

/**
 * PUT …/release-entries: the member's entries for the date, in order of preference (first is
 * the most wanted). It replaces what they entered before: a person's entries are the list they
 * last set, never the sum of what their client sent. A court-slot listed twice counts once.
 */
export const releaseEntryRequestSchema = z
  .object({
    date: isoDateSchema,
    court_slots: z
      .array(courtSlotRefSchema)
      .max(RELEASE_MAX_ENTRIES, { error: say("contract.release.tooManyEntries", { max: RELEASE_MAX_ENTRIES }) }),
  })
  .meta({ id: "ReleaseEntryRequest" });
export type ReleaseEntryRequest = z.infer<typeof releaseEntryRequestSchema>;

export const RELEASE_PHASES = ["none", "before", "open", "drawing", "drawn"] as const;
export type ReleasePhase = (typeof RELEASE_PHASES)[number];

/** GET /api/{api}/release-window?date= (anyone): where the date's draw stands, so a guest knows when they can book. */
export const releaseWindowSchema = z
  .object({
    date: isoDateSchema,
    phase: z.enum(RELEASE_PHASES),
    opens_at: z.iso.datetime().nullable(),
    closes_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "ReleaseWindow" });
export type ReleaseWindow = z.infer<typeof releaseWindowSchema>;
export const RELEASE_OUTCOMES = ["won", "lost", "taken", "refused"] as const;

const courtSlotSchema = z.object({
  timeslot_id: z.number().int(),
  court_id: z.number().int(),
  court_name: z.string(),
  start_time: z.string().describe("HH:MM"),
  end_time: z.string().describe("HH:MM"),
});

export const releaseWinSchema = z.object({
  order_id: z.string(),
  inv: z.string(),
  court_name: z.string(),
  start_time: z.string(),
  status: z.string().describe("The hold's order status: pending until paid, then paid (or expired)"),
  hold_expires_at: z.iso.datetime().nullable(),
  payment_link: z.string().nullable(),
});

export const myReleaseSchema = z
  .object({
    date: isoDateSchema,
    phase: z
      .enum(RELEASE_PHASES)
      .describe("none: no draw for this date (first come); before/open: the window; drawing: closed, being drawn; drawn"),
    opens_at: z.iso.datetime().nullable(),
    closes_at: z.iso.datetime().nullable(),
    max_entries: z.number().int(),
    changes_left: z
      .number()
      .int()
      .describe(`Changes of the entries the member has left in this draw (${RELEASE_MAX_CHANGES} at first)`),
    max_wins: z.number().int().describe("Court-slots the member can win in this draw (1, or their plan's bookings per day)"),
    entries: z.array(
      courtSlotSchema.extend({
        id: z.number().int(),
        preference: z.number().int(),
        outcome: z.enum(RELEASE_OUTCOMES).nullable().describe("After the draw: what became of this entry"),
      }),
    ),
    wins: z.array(releaseWinSchema),
    still_free: z.array(courtSlotSchema).describe("After the draw: court-slots of the date still free, to book first come"),
  })
  .meta({ id: "MyRelease" });
export type MyRelease = z.infer<typeof myReleaseSchema>;

export const releaseDrawSchema = z
  .object({
    date: isoDateSchema,
    draw: z
      .object({
        seed: z.number().int(),
        claimed_at: z.iso.datetime(),
        completed_at: z.iso.datetime().nullable(),
        reproduced: z
          .boolean()
          .describe("Running the draw again from the recorded entries, seed and attempts gives the recorded results"),
        entrants: z.array(
          z.object({
            member_id: z.string(),
            name: z.string(),
            email: z.string(),
            limit: z.number().int(),
            position: z.number().int().describe("Place in the seeded shuffle of persons (1 first)"),
            entries: z.number().int(),
          }),
        ),
        results: z.array(
          courtSlotSchema.extend({
            turn: z.number().int(),
            member_name: z.string(),
            outcome: z.enum(RELEASE_OUTCOMES),
            inv: z.string().nullable(),
          }),
        ),
      })
      .nullable(),
    entries_waiting: z.number().int().describe("Entries of the date not drawn yet"),
  })
  .meta({ id: "ReleaseDraw" });
export type ReleaseDraw = z.infer<typeof releaseDrawSchema>;
