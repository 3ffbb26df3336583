import { describe, expect, it } from "vitest";
import {
  applyMultiAddonEntry,
  bookingDraftStorageKey,
  createBookingDraftStore,
  emptyBookingDraft,
} from "./booking-draft-store.ts";
import { createExtraAddonDraftStore, extraAddonStorageKey } from "./extra-addon-store.ts";

const racket = { addon_id: 1, qty: 2, name: "Racket" };
const balls = { addon_id: 2, qty: 1, name: "Balls" };
const coach = { addon_id: 3, qty: 1, name: "Coach" };

function filledStore() {
  const store = createBookingDraftStore("tennis");
  const s = store.getState();
  s.setDate("2026-05-01");
  s.setTimeslot({ id: 7, start: "10:00", end: "11:00" });
  s.setCourt([{ id: 1, name: "Court 1" }]);
  s.setPrice(2500);
  s.setAddons(1, [racket]);
  s.setAddons(2, [coach]);
  s.setBilling({ name: "Mia", email: "mia@club.test", phone: "" });
  s.setMultiAddons(1, { date: "2026-05-01", addons: [balls] });
  s.setMultiAddons(2, { date: "2026-05-02", addons: [coach] });
  s.setFilterCourt([{ id: 1, name: "Court 1", surface: "Clay", indoor: false, available: true, price: 2500 }]);
  s.setInv("INV-1");
  s.setPaymentLink("/pay/INV-1?key=k");
  return store;
}

describe("booking draft store", () => {
  it("holds exactly the spec's fields", () => {
    const store = createBookingDraftStore("tennis");
    const fields = Object.keys(store.getState()).filter((k) => typeof store.getState()[k as never] !== "function");
    expect(fields.sort()).toEqual(
      [
        "date",
        "timeslot",
        "court",
        "price",
        "addons1",
        "addons2",
        "billing",
        "multiaddons1",
        "multiaddons2",
        "filtercourt",
        "inv",
        "paymentlink",
      ].sort(),
    );
  });

  it("resetBooking clears date, timeslot, court, price, all add-ons, billing and the court filter, not payment", () => {
    const store = filledStore();
    store.getState().resetBooking();
    const s = store.getState();
    expect(s).toMatchObject({
      ...emptyBookingDraft,
      inv: "INV-1",
      paymentlink: "/pay/INV-1?key=k",
    });
  });

  it("resetPayment clears only the invoice and the payment link", () => {
    const store = filledStore();
    store.getState().resetPayment();
    const s = store.getState();
    expect(s.inv).toBeNull();
    expect(s.paymentlink).toBeNull();
    expect(s.date).toBe("2026-05-01");
    expect(s.court).toHaveLength(1);
    expect(s.addons1).toEqual([racket]);
  });

  it("resetAddons clears addons1, addons2, multiaddons1 and multiaddons2 only", () => {
    const store = filledStore();
    store.getState().resetAddons();
    const s = store.getState();
    expect(s.addons1).toEqual([]);
    expect(s.addons2).toEqual([]);
    expect(s.multiaddons1).toEqual([]);
    expect(s.multiaddons2).toEqual([]);
    expect(s.date).toBe("2026-05-01");
    expect(s.billing?.name).toBe("Mia");
    expect(s.filtercourt).toHaveLength(1);
    expect(s.inv).toBe("INV-1");
  });

  it("setMultiAddons replaces the entry for the same date and removes it when empty", () => {
    const store = createBookingDraftStore("padel");
    const { setMultiAddons } = store.getState();
    setMultiAddons(1, { date: "2026-05-01", addons: [racket] });
    setMultiAddons(1, { date: "2026-05-02", addons: [balls] });
    setMultiAddons(1, { date: "2026-05-01", addons: [balls, coach] });
    expect(store.getState().multiaddons1).toEqual([
      { date: "2026-05-01", addons: [balls, coach] },
      { date: "2026-05-02", addons: [balls] },
    ]);
    setMultiAddons(1, { date: "2026-05-01", addons: [] });
    expect(store.getState().multiaddons1).toEqual([{ date: "2026-05-02", addons: [balls] }]);
    expect(store.getState().multiaddons2).toEqual([]);
  });

  it("applyMultiAddonEntry: an empty entry for an unknown date changes nothing", () => {
    const entries = [{ date: "2026-05-02", addons: [balls] }];
    expect(applyMultiAddonEntry(entries, { date: "2026-05-09", addons: [] })).toEqual(entries);
  });

  it("persists each sport under its own localStorage key", () => {
    const tennis = createBookingDraftStore("tennis");
    const padel = createBookingDraftStore("padel");
    tennis.getState().setDate("2026-06-01");
    padel.getState().setDate("2026-07-01");
    expect(JSON.parse(localStorage.getItem(bookingDraftStorageKey("tennis")) ?? "{}").state.date).toBe("2026-06-01");
    expect(JSON.parse(localStorage.getItem(bookingDraftStorageKey("padel")) ?? "{}").state.date).toBe("2026-07-01");
    expect(bookingDraftStorageKey("tennis")).not.toBe(bookingDraftStorageKey("padel"));
    // A new store (a reload) picks the draft up again.
    expect(createBookingDraftStore("tennis").getState().date).toBe("2026-06-01");
    expect(createBookingDraftStore("padel").getState().date).toBe("2026-07-01");
  });
});

describe("extra-addon draft store", () => {
  it("holds date, timeslot, court, price, addons1, addons2 and resets them", () => {
    const store = createExtraAddonDraftStore("padel");
    store.getState().setBooking({ date: "2026-05-01", timeslot: null, court: [{ id: 5, name: "Padel 1" }] });
    store.getState().setAddons(2, [coach]);
    store.getState().setPrice(900);
    expect(JSON.parse(localStorage.getItem(extraAddonStorageKey("padel")) ?? "{}").state).toEqual({
      date: "2026-05-01",
      timeslot: null,
      court: [{ id: 5, name: "Padel 1" }],
      price: 900,
      addons1: [],
      addons2: [coach],
    });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ date: null, court: [], price: null, addons1: [], addons2: [] });
  });
});
