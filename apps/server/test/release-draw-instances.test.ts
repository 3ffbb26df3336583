import { adminBookingApiPaths } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, releaseDraws, releaseEntries, releaseResults } from "../src/db/schema.ts";
import { drawDueReleases } from "../src/modules/release/run-draw.ts";
import { deskBody } from "./support/back-office.ts";
import { TestClient } from "./support/client.ts";
import { TestClock } from "./support/clock.ts";
import { createAdministrator, createCourt, createMember, createTimeslot, setRules } from "./support/factories.ts";
import { overlappingActiveBookings } from "./support/process-db.ts";
import { twoInstancesOnOnePostgres } from "./support/two-instances.ts";

/**
 * Two app instances on one PostgreSQL database (their own pools, caches and LISTEN
 * connections, as two processes behind a load balancer), both sweeping for due draws at the
 * same moment while the desk books contested court-slots on both: one draw, no court-slot
 * given twice, every attempt recorded.
 */
const D = "2026-11-29";
const CLOSES = Date.parse("2026-11-23T06:01:00Z");

describe.runIf(process.env.TEST_DB === "postgres")("release draws on two instances of one PostgreSQL", () => {
  let apps: FastifyInstance[] = [];
  let close = async () => {};
  const clock = new TestClock(new Date("2026-11-22T10:00:00Z"));

  beforeAll(async () => {
    ({ apps, close } = await twoInstancesOnOnePostgres(clock));
  });
  afterAll(() => close());

  it("draws once and never double-books, with the desk booking contested court-slots on both instances meanwhile", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await setRules(a, "tennis", { totalDays: 7, releaseTime: "07:00", releaseWindowSeconds: 60 });
    const courts: number[] = [];
    for (let i = 0; i < 4; i++) courts.push((await createCourt(a, "tennis")).id);
    const slots = [
      (await createTimeslot(a, "tennis", { startTime: "18:00", endTime: "19:00" })).id,
      (await createTimeslot(a, "tennis", { startTime: "19:00", endTime: "20:00" })).id,
    ];
    const cells = slots.flatMap((s) => courts.map((c) => ({ timeslotId: s, courtId: c })));
    // Twelve people want eight court-slots, each three of them in their own order.
    const people = [];
    for (let i = 0; i < 12; i++) people.push(await createMember(a, { name: `Entrant ${i}` }));
    await a.deps.database.db.insert(releaseEntries).values(
      people.flatMap((p, i) =>
        [0, 1, 2].map((k) => ({
          sport: "tennis" as const,
          date: D,
          memberId: p.id,
          preference: k + 1,
          ...cells[(i * 3 + k * 5) % 8],
        })),
      ) as (typeof releaseEntries.$inferInsert)[],
    );
    const staff = await createAdministrator(a);
    clock.advance(CLOSES - clock.now().getTime());
    const tokens = await Promise.all(
      [a, b].map(
        async (app) =>
          (await new TestClient(app).post("/api/login", { email: staff.email, password: staff.password })).data.token,
      ),
    );
    const desk = (app: FastifyInstance, i: number, cell: { timeslotId: number; courtId: number }) =>
      new TestClient(app).post(adminBookingApiPaths.bookings("tennis"), deskBody(D, cell.timeslotId, [cell.courtId]), {
        token: tokens[i],
        headers: { "idempotency-key": `desk-race-key-${i}-${cell.timeslotId}-${cell.courtId}` },
      });

    const [drawnA, drawnB, drawnA2, ...desks] = await Promise.all([
      drawDueReleases(a.deps),
      drawDueReleases(b.deps),
      drawDueReleases(a.deps),
      desk(b, 1, cells[0] as (typeof cells)[0]),
      desk(a, 0, cells[5] as (typeof cells)[0]),
      desk(b, 1, cells[6] as (typeof cells)[0]),
    ]);
    expect(drawnA + drawnB + drawnA2).toBe(1);
    for (const d of desks) expect([201, 409]).toContain(d.statusCode);

    const db = a.deps.database.db;
    expect(await db.select().from(releaseDraws)).toHaveLength(1);
    const results = await db
      .select()
      .from(releaseResults)
      .where(and(eq(releaseResults.sport, "tennis"), eq(releaseResults.date, D)));
    expect(results).toHaveLength(36);
    const won = results.filter((r) => r.won);
    expect(new Set(won.map((r) => `${r.timeslotId}:${r.courtId}`)).size).toBe(won.length);
    expect(new Set(won.map((r) => r.memberId)).size).toBe(won.length); // one each, no plans
    // Every court-slot ended with at most one active booking: the draw's hold or the desk's.
    expect(await overlappingActiveBookings(db)).toBe(0);
    const active = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.date, D), eq(bookings.active, true)));
    expect(active).toHaveLength(won.length + desks.filter((d) => d.statusCode === 201).length);
    for (const r of won) expect(active.some((x) => x.orderId === r.orderId)).toBe(true);
    // Each court-slot was either given, or found taken by the desk; eight wanted, eight settled.
    const settled = new Set(active.map((x) => `${x.timeslotId}:${x.courtId}`));
    expect(settled.size).toBe(8);
    const again = await Promise.all([drawDueReleases(a.deps), drawDueReleases(b.deps)]);
    expect(again).toEqual([0, 0]);
    const [{ n } = { n: -1 }] = (
      (await db.execute(sql`select count(*)::int as n from release_draws where completed_at is not null`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(1);
  });
});
