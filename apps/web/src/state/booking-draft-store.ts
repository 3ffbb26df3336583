import type { Sport } from "@courtside/contract";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { CourtFilterEntry, DraftAddon, DraftBilling, DraftCourt, DraftTimeslot, MultiAddonEntry } from "./draft-types.ts";

/** The booking draft of spec section 3, one per sport, field names as the spec gives them. */
export interface BookingDraftFields {
  date: string | null;
  timeslot: DraftTimeslot | null;
  court: DraftCourt[];
  /** Total in minor units. */
  price: number | null;
  addons1: DraftAddon[];
  addons2: DraftAddon[];
  billing: DraftBilling | null;
  multiaddons1: MultiAddonEntry[];
  multiaddons2: MultiAddonEntry[];
  filtercourt: CourtFilterEntry[];
  inv: string | null;
  paymentlink: string | null;
}

export type AddonGroup = 1 | 2;

export interface BookingDraftActions {
  setDate(date: string | null): void;
  setTimeslot(timeslot: DraftTimeslot | null): void;
  setCourt(court: DraftCourt[]): void;
  setPrice(price: number | null): void;
  setAddons(group: AddonGroup, addons: DraftAddon[]): void;
  setBilling(billing: DraftBilling | null): void;
  /** Replaces the entry for `entry.date`; an entry with no add-ons removes that date. */
  setMultiAddons(group: AddonGroup, entry: MultiAddonEntry): void;
  setFilterCourt(filtercourt: CourtFilterEntry[]): void;
  setInv(inv: string | null): void;
  setPaymentLink(paymentlink: string | null): void;
  /** Clears date, timeslot, court, price, every add-on, billing and the court filter. */
  resetBooking(): void;
  /** Clears the invoice and the payment link. */
  resetPayment(): void;
  /** Clears addons1, addons2, multiaddons1 and multiaddons2. */
  resetAddons(): void;
}

export type BookingDraftState = BookingDraftFields & BookingDraftActions;

export const emptyBookingDraft: BookingDraftFields = {
  date: null,
  timeslot: null,
  court: [],
  price: null,
  addons1: [],
  addons2: [],
  billing: null,
  multiaddons1: [],
  multiaddons2: [],
  filtercourt: [],
  inv: null,
  paymentlink: null,
};

const noAddons = { addons1: [], addons2: [], multiaddons1: [], multiaddons2: [] } satisfies Partial<BookingDraftFields>;

/** Spec section 4: the new entry replaces the entry for its date; an empty entry removes it. */
export function applyMultiAddonEntry(entries: readonly MultiAddonEntry[], entry: MultiAddonEntry): MultiAddonEntry[] {
  const index = entries.findIndex((e) => e.date === entry.date);
  if (entry.addons.length === 0) return entries.filter((e) => e.date !== entry.date);
  if (index === -1) return [...entries, entry];
  return entries.map((e, i) => (i === index ? entry : e)).filter((e, i) => i === index || e.date !== entry.date);
}

export const bookingDraftStorageKey = (sport: Sport) => `courtside-booking-${sport}`;

/** One store per sport, same code: `createBookingDraftStore("tennis" | "padel")`. */
export function createBookingDraftStore(sport: Sport) {
  return create<BookingDraftState>()(
    persist(
      (set) => ({
        ...emptyBookingDraft,
        setDate: (date) => set({ date }),
        setTimeslot: (timeslot) => set({ timeslot }),
        setCourt: (court) => set({ court }),
        setPrice: (price) => set({ price }),
        setAddons: (group, addons) => set(group === 1 ? { addons1: addons } : { addons2: addons }),
        setBilling: (billing) => set({ billing }),
        setMultiAddons: (group, entry) =>
          set((state) =>
            group === 1
              ? { multiaddons1: applyMultiAddonEntry(state.multiaddons1, entry) }
              : { multiaddons2: applyMultiAddonEntry(state.multiaddons2, entry) },
          ),
        setFilterCourt: (filtercourt) => set({ filtercourt }),
        setInv: (inv) => set({ inv }),
        setPaymentLink: (paymentlink) => set({ paymentlink }),
        resetBooking: () =>
          set({ date: null, timeslot: null, court: [], price: null, billing: null, filtercourt: [], ...noAddons }),
        resetPayment: () => set({ inv: null, paymentlink: null }),
        resetAddons: () => set({ ...noAddons }),
      }),
      {
        name: bookingDraftStorageKey(sport),
        version: 1,
        storage: createJSONStorage(() => localStorage),
        partialize: (state): BookingDraftFields => ({
          date: state.date,
          timeslot: state.timeslot,
          court: state.court,
          price: state.price,
          addons1: state.addons1,
          addons2: state.addons2,
          billing: state.billing,
          multiaddons1: state.multiaddons1,
          multiaddons2: state.multiaddons2,
          filtercourt: state.filtercourt,
          inv: state.inv,
          paymentlink: state.paymentlink,
        }),
      },
    ),
  );
}

export type BookingDraftStore = ReturnType<typeof createBookingDraftStore>;
