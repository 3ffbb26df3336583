import { adminBookingApiPaths, apiPaths, playerPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffSession, staffSession } from "./support/back-office.ts";
import { createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { memberBooking } from "./support/players.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at Sun 2026-11-22T10:00Z; bookings are on Fri 27 Nov at 20:00.
const D = "2026-11-27";

let t: TestContext;
let staff: StaffSession;
let slot: number;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  slot = (await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00" })).id;
  staff = await staffSession(t);
});
afterAll(() => t.close());

type Row = {
  order_id: string;
  status: string;
  timeslot: { id: number };
  courts: { id: number }[];
  customer: { name: string };
  players: string[];
};

/**
 * The desk's grid names who booked each taken cell from the back office's booking list (staff
 * only): the list says, per booking, its time and courts (the grid's cell) with the names. The
 * public grid, anyone's, says a cell is held or booked and nothing about who.
 */
describe("names on the desk's grid, never on the public one", () => {
  it("gives staff each held and paid booking's cell with its booker and players; the public grid names nobody", async () => {
    const paid = await memberBooking(t, { id: slot, date: D });
    const friend = await memberToken(t.app, t.client());
    const added = await t
      .client()
      .post(playerPaths.players("tennis", paid.order.order_id), { email: friend.member.email }, { token: paid.owner.token });
    expect(added.statusCode, added.body).toBe(201);
    await t
      .client()
      .post(
        playerPaths.players("tennis", paid.order.order_id),
        { email: "ines.invited@example.test", name: "Inés Invited" },
        { token: paid.owner.token },
      );
    const held = await memberBooking(t, { id: slot, date: D }, { pay: false });

    const day = async (status: string) =>
      (await staff.get(`${adminBookingApiPaths.bookings("tennis")}?from=${D}&to=${D}&status=${status}&per_page=200`)).data
        .data as Row[];
    const paidRow = (await day("paid")).find((r) => r.order_id === paid.order.order_id);
    expect(paidRow).toMatchObject({
      timeslot: { id: slot },
      courts: [{ id: paid.court.id }],
      customer: { name: paid.owner.member.name },
      players: [friend.member.name, "Inés Invited"],
    });
    const heldRow = (await day("pending")).find((r) => r.order_id === held.order.order_id);
    expect(heldRow).toMatchObject({
      timeslot: { id: slot },
      courts: [{ id: held.court.id }],
      customer: { name: held.owner.member.name },
    });
    // A member cannot read the desk's list.
    const asMember = await t
      .client()
      .get(`${adminBookingApiPaths.bookings("tennis")}?from=${D}&to=${D}`, { token: friend.token });
    expect(asMember.statusCode).toBe(403);

    for (const viewer of [{}, { token: paid.owner.token }]) {
      const grid = await t.client().get(`${apiPaths.schedules("tennis")}?date=${D}`, viewer);
      expect(grid.statusCode).toBe(200);
      const cells = grid.data.cells as { court_id: number; timeslot_id: number; status: string }[];
      const cellOf = (court: number) => cells.find((c) => c.court_id === court && c.timeslot_id === slot)?.status;
      expect([cellOf(paid.court.id), cellOf(held.court.id)]).toEqual(["booked", "held"]);
      const names = [paid.owner.member, held.owner.member, friend.member].flatMap((m) => [m.name, m.email]);
      for (const word of [...names, "Inés Invited", "ines.invited@example.test"]) expect(grid.body).not.toContain(word);
      // Nothing beyond a cell's place, state and price: no field a name could hide in.
      expect(Object.keys(cells[0] ?? {}).sort()).toEqual(["court_id", "price", "status", "timeslot_id"]);
    }
  });
});
