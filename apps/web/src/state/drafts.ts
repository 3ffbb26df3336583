import { SPORTS, type Sport } from "@courtside/contract";
import { type BookingDraftStore, createBookingDraftStore } from "./booking-draft-store.ts";
import { createExtraAddonDraftStore, type ExtraAddonDraftStore } from "./extra-addon-store.ts";

function perSport<T>(make: (sport: Sport) => T): Record<Sport, T> {
  return Object.fromEntries(SPORTS.map((sport) => [sport, make(sport)])) as Record<Sport, T>;
}

/** The booking draft of each sport: one factory, called once per entry of the sports map. */
export const bookingDrafts: Record<Sport, BookingDraftStore> = perSport(createBookingDraftStore);
export const extraAddonDrafts: Record<Sport, ExtraAddonDraftStore> = perSport(createExtraAddonDraftStore);
