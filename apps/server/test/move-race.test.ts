import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../src/db/schema.ts";
import { orderBody, postOrder, setRules } from "./support/factories.ts";
import { courtsAndSlot, memberMove, paidMemberBooking } from "./support/moves.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// On PGlite the two requests interleave on one connection; on PostgreSQL (TEST_DB=postgres) they
// really run at once on two. Either way the exclusion constraint decides, in one transaction each.
const tuesday = "2026-11-24";
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { cancelHours: 24, maxUnpaidHolds: 50 });
});
afterAll(() => t.close());

const activeOn = (courtId: number) =>
  t.app.deps.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.courtId, courtId), eq(bookings.active, true)));

describe("a move racing a booking for the same court and slot", () => {
  it("leaves exactly one winner, never two bookings, and the loser as it was (10 rounds)", async () => {
    const winners = { move: 0, booking: 0 };
    for (let round = 0; round < 10; round++) {
      const { a, b, slot } = await courtsAndSlot(t, "18:00", 1800);
      const { token, order } = await paidMemberBooking(t, tuesday, slot.id, [a.id]);
      const [moved, booked] = await Promise.all([
        memberMove(t, token, order.order_id, { from_court_id: a.id, court_id: b.id, date: tuesday, timeslot_id: slot.id }),
        postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [b.id])),
      ]);
      const onB = await activeOn(b.id);
      expect(onB, `round ${round}`).toHaveLength(1);
      if (moved.statusCode === 200) {
        winners.move++;
        expect(booked.statusCode, booked.body).toBe(409);
        expect(onB[0]?.orderId).toBe(order.order_id);
        // The move released the old court in the same transaction.
        expect(await activeOn(a.id)).toHaveLength(0);
      } else {
        winners.booking++;
        expect(moved.statusCode, moved.body).toBe(409);
        expect(moved.data.code).toBe("court_taken");
        expect(booked.statusCode, booked.body).toBe(201);
        expect(onB[0]?.orderId).toBe(booked.data.order_id);
        // The member's booking stays where it was, paid, at its price.
        const onA = await activeOn(a.id);
        expect(onA.map((x) => x.orderId)).toEqual([order.order_id]);
      }
    }
    expect(winners.move + winners.booking).toBe(10);
  });
});
