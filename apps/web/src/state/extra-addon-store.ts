import type { Sport } from "@courtside/contract";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { type BookingDraftFields, emptyBookingDraft } from "./booking-draft-store.ts";
import type { DraftAddon } from "./draft-types.ts";

/** The extra-addon draft of spec section 3 (add-ons bought later for a paid order): a subset of the booking draft. */
const extraAddonFieldNames = ["date", "timeslot", "court", "price", "addons1", "addons2"] as const;
export type ExtraAddonDraftFields = Pick<BookingDraftFields, (typeof extraAddonFieldNames)[number]>;

export interface ExtraAddonDraftActions {
  setBooking(booking: Pick<ExtraAddonDraftFields, "date" | "timeslot" | "court">): void;
  setPrice(price: number | null): void;
  setAddons(group: 1 | 2, addons: DraftAddon[]): void;
  reset(): void;
}

export type ExtraAddonDraftState = ExtraAddonDraftFields & ExtraAddonDraftActions;

export const emptyExtraAddonDraft: ExtraAddonDraftFields = pickExtraAddonFields(emptyBookingDraft);

function pickExtraAddonFields(source: ExtraAddonDraftFields): ExtraAddonDraftFields {
  return Object.fromEntries(extraAddonFieldNames.map((name) => [name, source[name]])) as ExtraAddonDraftFields;
}

export const extraAddonStorageKey = (sport: Sport) => `courtside-extra-addon-${sport}`;

export function createExtraAddonDraftStore(sport: Sport) {
  return create<ExtraAddonDraftState>()(
    persist(
      (set) => ({
        ...emptyExtraAddonDraft,
        setBooking: ({ date, timeslot, court }) => set({ date, timeslot, court }),
        setPrice: (price) => set({ price }),
        setAddons: (group, addons) => set(group === 1 ? { addons1: addons } : { addons2: addons }),
        reset: () => set({ ...emptyExtraAddonDraft }),
      }),
      {
        name: extraAddonStorageKey(sport),
        version: 1,
        storage: createJSONStorage(() => localStorage),
        partialize: (state): ExtraAddonDraftFields => pickExtraAddonFields(state),
      },
    ),
  );
}

export type ExtraAddonDraftStore = ReturnType<typeof createExtraAddonDraftStore>;
