import type { AdminBookingRow } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { cellNotesOf } from "./desk-cell-notes.ts";

const DATE = "2026-12-02";
const row = (over: Partial<AdminBookingRow>): AdminBookingRow => ({
  order_id: "00000000-0000-4000-8000-000000000001",
  inv: "T-1",
  sport: "tennis",
  status: "paid",
  refund_due: false,
  parent_order_id: null,
  parent_inv: null,
  kind: "booking",
  date: DATE,
  timeslot: { id: 1, start: "18:00", end: "19:00" },
  courts: [{ id: 1, name: "Court 1" }],
  customer: { name: "Ana García López", email: "ana@example.test", phone: null },
  customer_type: "member",
  channel: "online",
  total: 1800,
  refunded: 0,
  currency: "EUR",
  created_at: "2026-11-27T10:00:00.000Z",
  paid_at: "2026-11-27T10:00:00.000Z",
  players: [],
  ...over,
});

describe("the desk grid's notes", () => {
  it("names each booked court's booker by first name and counts the players, whole names in the label", () => {
    const notes = cellNotesOf(
      [
        row({
          players: ["Lucía Fernández", "Javier Morales"],
          courts: [
            { id: 1, name: "Court 1" },
            { id: 2, name: "Court 2" },
          ],
        }),
        row({
          timeslot: { id: 2, start: "19:00", end: "20:00" },
          status: "pending",
          customer: { name: "Hal", email: "", phone: null },
        }),
      ],
      DATE,
    );
    expect(notes.get("1:1")).toEqual({
      short: "Ana +2",
      long: "Ana +2 players",
      label: "Booked by Ana García López; players: Lucía Fernández and Javier Morales",
    });
    expect(notes.get("1:2")).toEqual(notes.get("1:1"));
    expect(notes.get("2:1")).toEqual({ short: "Hal", long: "Hal", label: "Held for Hal" });
    expect(notes.get("2:2")).toBeUndefined();
  });

  it("leaves out another day's bookings (the previous day's, shown while the new one loads)", () => {
    expect(cellNotesOf([row({ date: "2026-12-01" })], DATE).size).toBe(0);
  });
});
