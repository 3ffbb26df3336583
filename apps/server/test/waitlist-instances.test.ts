import { adminBookingApiPaths, apiPaths } from "@courtside/contract";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders, waitlistEntries } from "../src/db/schema.ts";
import { offerFreedCourts } from "../src/modules/waitlist/offers.ts";
import { WaitlistWatcher } from "../src/modules/waitlist/watcher.ts";
import { deskBody } from "./support/back-office.ts";
import { TestClient } from "./support/client.ts";
import { TestClock } from "./support/clock.ts";
import { billing, createAdministrator, createCourt, createMember, createTimeslot, setRules } from "./support/factories.ts";
import { overlappingActiveBookings } from "./support/process-db.ts";
import { twoInstancesOnOnePostgres } from "./support/two-instances.ts";

/**
 * Two app instances on one PostgreSQL database (their own pools, caches and LISTEN
 * connections), offering freed courts at the same moment while guests race them with direct
 * orders on both: each freed court-slot goes to exactly one, an offer or a direct booking,
 * offers to the first in line, nobody twice.
 */
const D = "2026-11-27";

describe.runIf(process.env.TEST_DB === "postgres")("the waitlist on two instances of one PostgreSQL", () => {
  let apps: FastifyInstance[] = [];
  let close = async () => {};
  const clock = new TestClock(new Date("2026-11-22T10:00:00Z"));

  beforeAll(async () => {
    ({ apps, close } = await twoInstancesOnOnePostgres(clock));
  });
  afterAll(() => close());

  /** Books every new court of the new slots at the desk and puts `people` in line for each slot (for those courts only, with `only`). */
  async function setUp(app: FastifyInstance, courtCount: number, slotTimes: [string, string][], people: number, only = false) {
    const courts: number[] = [];
    for (let i = 0; i < courtCount; i++) courts.push((await createCourt(app, "tennis")).id);
    const slots: number[] = [];
    for (const [startTime, endTime] of slotTimes) slots.push((await createTimeslot(app, "tennis", { startTime, endTime })).id);
    const staff = await createAdministrator(app);
    const token = (await new TestClient(app).post("/api/login", { email: staff.email, password: staff.password })).data.token;
    const desk: string[] = [];
    for (const s of slots) {
      for (const c of courts) {
        const res = await new TestClient(app).post(adminBookingApiPaths.bookings("tennis"), deskBody(D, s, [c]), {
          token,
          headers: { "idempotency-key": `waitlist-desk-key-${s}-${c}` },
        });
        expect(res.statusCode, res.body).toBe(201);
        desk.push(res.data.order_id);
      }
    }
    const members: { id: string }[] = [];
    for (let i = 0; i < people; i++) members.push(await createMember(app, { name: `Waiting ${i}` }));
    // Everyone waits for any court of each slot, in a known line order.
    const since = clock.now().getTime() - 3_600_000;
    const rows = slots.flatMap((timeslotId) =>
      members.map((m, i) => ({
        sport: "tennis" as const,
        date: D,
        timeslotId,
        memberId: m.id,
        courtIds: only ? courts : [],
        createdAt: new Date(since + i * 1000),
      })),
    );
    await app.deps.database.db.insert(waitlistEntries).values(rows);
    return { courts, slots, token, desk };
  }

  it("gives each freed court-slot exactly once, to the first in line, with guests racing direct orders on both instances (they lose)", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await setRules(a, "tennis", { totalDays: 12 });
    const { courts, slots, token, desk } = await setUp(
      a,
      4,
      [
        ["18:00", "19:00"],
        ["19:00", "20:00"],
      ],
      12,
    );
    // The desk cancels all eight bookings at once.
    const cancels = await Promise.all(
      desk.map((id, i) =>
        new TestClient(i % 2 ? b : a).post(adminBookingApiPaths.orderCancel(id), { reason: "Freed" }, { token }),
      ),
    );
    for (const c of cancels) expect(c.statusCode, c.body).toBe(200);
    const guest = (app: FastifyInstance, i: number, timeslot: number, court: number) =>
      new TestClient(app).post(
        apiPaths.orders("tennis"),
        {
          date: D,
          timeslot_id: timeslot,
          court_ids: [court],
          addons1: [],
          addons2: [],
          multiaddons1: [],
          multiaddons2: [],
          billing: { ...billing, email: `racer${i}@example.test` },
          guest: true,
        },
        { headers: { "idempotency-key": `waitlist-racer-key-${i}-${timeslot}-${court}` } },
      );
    const [offeredA, offeredB, offeredA2, ...direct] = await Promise.all([
      offerFreedCourts(a.deps, "tennis", D),
      offerFreedCourts(b.deps, "tennis", D),
      offerFreedCourts(a.deps, "tennis", D),
      guest(b, 1, slots[0] as number, courts[0] as number),
      guest(a, 2, slots[0] as number, courts[3] as number),
      guest(b, 3, slots[1] as number, courts[1] as number),
    ]);
    // A direct order first lets the line take the freed courts (its own offer pass): it wins only what nobody waits for.
    const won = direct.filter((d) => d.statusCode === 201).length;
    expect(won).toBe(0);
    for (const d of direct) expect(["court_waitlisted", "court_taken"]).toContain(d.data.code);
    expect(offeredA + offeredB + offeredA2).toBeLessThanOrEqual(8);

    const db = a.deps.database.db;
    expect(await overlappingActiveBookings(db)).toBe(0);
    const offered = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, "offered"))
      .orderBy(asc(waitlistEntries.createdAt));
    expect(offered).toHaveLength(8 - won);
    expect(offered.every((e) => e.offerOrderId !== null)).toBe(true);
    // Offers went to the first in line of each slot, one each.
    for (const s of slots) {
      const line = await db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.timeslotId, s))
        .orderBy(asc(waitlistEntries.createdAt));
      const given = line.filter((e) => e.status === "offered").length;
      expect(line.slice(0, given).every((e) => e.status === "offered")).toBe(true);
    }
    // Each offer's hold holds the court it names, and nothing else holds it.
    const holds = await db
      .select({ orderId: bookings.orderId, courtId: bookings.courtId, timeslotId: bookings.timeslotId, status: orders.status })
      .from(bookings)
      .innerJoin(orders, eq(orders.id, bookings.orderId))
      .where(and(eq(bookings.date, D), eq(bookings.active, true)));
    expect(new Set(holds.map((h) => `${h.timeslotId}:${h.courtId}`)).size).toBe(8);
    for (const e of offered) {
      expect(holds.find((h) => h.orderId === e.offerOrderId)).toMatchObject({
        courtId: e.offerCourtId,
        timeslotId: e.timeslotId,
      });
    }
    expect(await Promise.all([offerFreedCourts(a.deps, "tennis", D), offerFreedCourts(b.deps, "tennis", D)])).toEqual([0, 0]);
  });

  it("offers a court cancelled on one instance through the watchers of both, once", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const { token, desk, slots } = await setUp(a, 1, [["08:00", "09:00"]], 3, true);
    const slot = slots[0] as number;
    const watchers = [new WaitlistWatcher(a.deps), new WaitlistWatcher(b.deps)];
    await Promise.all(watchers.map((w) => w.start()));
    const db = a.deps.database.db;
    const offered = () =>
      db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.timeslotId, slot), eq(waitlistEntries.status, "offered")));
    try {
      const cancelled = await new TestClient(a).post(adminBookingApiPaths.orderCancel(desk[0] as string), {}, { token });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const deadline = Date.now() + 5_000;
      while (!(await offered()).some((e) => e.offerOrderId) && Date.now() < deadline) await sleep(50);
      await sleep(300); // both watchers have had their turn
      const standing = await offered();
      expect(standing).toHaveLength(1);
      expect(standing[0]?.offerOrderId).not.toBeNull();
      const active = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.timeslotId, slot), eq(bookings.active, true)));
      expect(active.map((x) => x.orderId)).toEqual([standing[0]?.offerOrderId]);
    } finally {
      await Promise.all(watchers.map((w) => w.stop()));
    }
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
