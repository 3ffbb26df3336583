import type { AddonQuantity, Billing, Court, CourtFilterEntry, Timeslot } from "@courtside/contract";

/** What a booking draft holds, built on the contract's shapes (ids are the API's integers). */
export type DraftTimeslot = Pick<Timeslot, "id" | "start" | "end">;

export type DraftCourt = Pick<Court, "id" | "name">;

/** `{addon_id, qty}` as orders take it, plus what the summary shows. */
export interface DraftAddon extends AddonQuantity {
  name?: string;
  /** Unit price in minor units. */
  price?: number;
}

/** One date of a multi-add-on selection (`multiaddons1/2`). */
export interface MultiAddonEntry {
  date: string;
  addons: DraftAddon[];
}

export type DraftBilling = Billing;

export type { CourtFilterEntry };
