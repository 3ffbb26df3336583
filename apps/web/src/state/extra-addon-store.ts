import type { Sport } from "@courtside/contract";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { DraftAddon, DraftCourt, DraftTimeslot } from "./draft-types.ts";

/** The extra-addon draft of spec section 3 (add-ons bought later for a paid order). */
export interface ExtraAddonDraftFields {
  date: string | null;
  timeslot: DraftTimeslot | null;
  court: DraftCourt[];
  price: number | null;
  addons1: DraftAddon[];
  addons2: DraftAddon[];
}

export interface ExtraAddonDraftActions {
  setBooking(booking: Pick<ExtraAddonDraftFields, "date" | "timeslot" | "court">): void;
  setPrice(price: number | null): void;
  setAddons(group: 1 | 2, addons: DraftAddon[]): void;
  reset(): void;
}

export type ExtraAddonDraftState = ExtraAddonDraftFields & ExtraAddonDraftActions;

export const emptyExtraAddonDraft: ExtraAddonDraftFields = {
  date: null,
  timeslot: null,
  court: [],
  price: null,
  addons1: [],
  addons2: [],
};

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
        partialize: ({ date, timeslot, court, price, addons1, addons2 }): ExtraAddonDraftFields => ({
          date,
          timeslot,
          court,
          price,
          addons1,
          addons2,
        }),
      },
    ),
  );
}

export type ExtraAddonDraftStore = ReturnType<typeof createExtraAddonDraftStore>;
