import { apiPaths, type Sport } from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders } from "../src/db/schema.ts";
import type { Answer } from "./support/client.ts";
import {
  billing,
  createAddon,
  createAddonModule,
  createCourt,
  createTimeslot,
  memberToken,
  orderBody,
  postOrder,
  setRules,
} from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at 2026-11-22T10:00Z (11:00 in Madrid); holds last 15 minutes.
const tuesday = "2026-11-24";
const wednesday = "2026-11-25";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  for (const sport of ["tennis", "padel"] as const) await setRules(t.app, sport, { holdMinutes: 15, maxUnpaidHolds: 4 });
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;

/** Six courts and one slot of their own, so each test books where no other does. */
async function area(sport: Sport = "tennis", courts = 6) {
  const made = [];
  for (let i = 0; i < courts; i++) made.push(await createCourt(t.app, sport));
  const slot = await createTimeslot(t.app, sport, { startTime: "18:00", endTime: "19:00" });
  return { courts: made.map((c) => c.id), slot: slot.id };
}

const guest = (email: string) => ({ billing: { ...billing, email } });

async function activeBookingsOn(courts: number[]) {
  const rows = await db().select().from(bookings).where(eq(bookings.active, true));
  return rows.filter((b) => courts.includes(b.courtId)).length;
}

function expectHoldRefusal(res: Answer, code: string) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.data.code).toBe(code);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

describe("unpaid holds per payer", () => {
  it("lets a guest hold max_unpaid_holds court-slots, then answers 429 naming the limit and their held orders", async () => {
    const { courts, slot } = await area();
    const c = t.client();
    const first = await postOrder(c, "tennis", orderBody(tuesday, slot, courts.slice(0, 2), guest("ana@example.test")));
    const second = await postOrder(c, "tennis", orderBody(tuesday, slot, courts.slice(2, 4), guest("ana@example.test")));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);

    const third = await postOrder(c, "tennis", orderBody(tuesday, slot, [courts[4] as number], guest("ana@example.test")));
    expectHoldRefusal(third, "limit_unpaid_holds");
    expect(third.data.params).toEqual({ limit: 4, held: 4, orders: [first.data.inv, second.data.inv] });
    expect(third.data.message).toContain("one player may hold at most 4 court-slots of tennis");
    expect(third.data.message).toContain(first.data.inv);
    // 15 minutes until the first hold lapses.
    expect(third.headers["retry-after"]).toBe("900");
    expect(await activeBookingsOn(courts)).toBe(4);
  });

  it("counts one guest however the e-mail is written (case, spaces, +tag)", async () => {
    const { courts, slot } = await area();
    const c = t.client();
    expect(
      (await postOrder(c, "tennis", orderBody(tuesday, slot, courts.slice(0, 4), guest("Bea@Example.test")))).statusCode,
    ).toBe(201);
    const again = await postOrder(c, "tennis", orderBody(tuesday, slot, [courts[4] as number], guest(" bea+2@example.TEST ")));
    expectHoldRefusal(again, "limit_unpaid_holds");
  });

  it("counts per sport: a full tennis hold leaves padel free", async () => {
    const tennis = await area("tennis");
    const padel = await area("padel");
    const c = t.client();
    expect(
      (await postOrder(c, "tennis", orderBody(tuesday, tennis.slot, tennis.courts.slice(0, 4), guest("cai@example.test"))))
        .statusCode,
    ).toBe(201);
    expect(
      (await postOrder(c, "padel", orderBody(tuesday, padel.slot, padel.courts.slice(0, 2), guest("cai@example.test"))))
        .statusCode,
    ).toBe(201);
  });

  it("frees the payer's room when they pay, and when a hold lapses", async () => {
    const { courts, slot } = await area();
    const c = t.client();
    const held = await postOrder(c, "tennis", orderBody(tuesday, slot, courts.slice(0, 4), guest("dani@example.test")));
    expect(held.statusCode).toBe(201);
    expectHoldRefusal(
      await postOrder(c, "tennis", orderBody(tuesday, slot, [courts[4] as number], guest("dani@example.test"))),
      "limit_unpaid_holds",
    );

    const paid = await c.post(apiPaths.demoPay(held.data.inv), { key: held.data.access_key });
    expect(paid.data.status).toBe("paid");
    const next = await postOrder(c, "tennis", orderBody(tuesday, slot, [courts[4] as number], guest("dani@example.test")));
    expect(next.statusCode).toBe(201);

    const other = await area();
    expect(
      (await postOrder(c, "tennis", orderBody(wednesday, other.slot, other.courts.slice(0, 3), guest("dani@example.test"))))
        .statusCode,
    ).toBe(201);
    expectHoldRefusal(
      await postOrder(c, "tennis", orderBody(wednesday, other.slot, [other.courts[3] as number], guest("dani@example.test"))),
      "limit_unpaid_holds",
    );
    t.clock.advance(16 * 60_000);
    try {
      expect(
        (await postOrder(c, "tennis", orderBody(wednesday, other.slot, [other.courts[3] as number], guest("dani@example.test"))))
          .statusCode,
      ).toBe(201);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it("holds a member to the same limit, and a raised limit applies from the next order", async () => {
    const { courts, slot } = await area();
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    expect((await postOrder(c, "tennis", orderBody(tuesday, slot, courts.slice(0, 4)), { token })).statusCode).toBe(201);
    expectHoldRefusal(
      await postOrder(c, "tennis", orderBody(tuesday, slot, [courts[4] as number]), { token }),
      "limit_unpaid_holds",
    );
    await setRules(t.app, "tennis", { holdMinutes: 15, maxUnpaidHolds: 6 });
    try {
      expect((await postOrder(c, "tennis", orderBody(tuesday, slot, [courts[4] as number]), { token })).statusCode).toBe(201);
    } finally {
      await setRules(t.app, "tennis", { holdMinutes: 15, maxUnpaidHolds: 4 });
    }
  });

  it("refuses one order for more court-slots than the limit with 422 (no wait would help)", async () => {
    const { courts, slot } = await area();
    const res = await postOrder(t.client(), "tennis", orderBody(tuesday, slot, courts.slice(0, 5)));
    expect(res.statusCode).toBe(422);
    expect(res.data.code).toBe("limit_unpaid_holds");
    expect(res.data.errors.court_ids[0]).toContain("at most 4 court-slots");
    expect(await activeBookingsOn(courts)).toBe(0);
  });

  it("counts other dates of limited add-on stock as held: one order cannot sell out a module for days", async () => {
    const { courts, slot } = await area();
    const module = await createAddonModule(t.app, "tennis");
    const camp = await createAddon(t.app, "tennis", { name: "Camp", module: "multi-addons", moduleId: module.id, stock: 2 });
    const days = ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
    const res = await postOrder(
      t.client(),
      "tennis",
      orderBody(tuesday, slot, [courts[0] as number], {
        multiaddons1: days.map((date) => ({ date, addons: [{ addon_id: camp.id, qty: 2 }] })),
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.data.code).toBe("limit_unpaid_holds");
    const fewer = await postOrder(
      t.client(),
      "tennis",
      orderBody(tuesday, slot, [courts[0] as number], {
        multiaddons1: days.slice(0, 3).map((date) => ({ date, addons: [{ addon_id: camp.id, qty: 2 }] })),
      }),
    );
    expect(fewer.statusCode).toBe(201);
  });
});

describe("unpaid holds per client address", () => {
  it("caps what one address holds across guests and sports at HOLD_CAP_PER_ADDRESS (8)", async () => {
    const tennis = await area("tennis");
    const padel = await area("padel");
    const address = "203.0.113.7";
    const from = (remoteAddress: string) => ({ remoteAddress });
    const c = t.client();
    const post = (sport: Sport, body: object, remoteAddress = address) =>
      c.post(apiPaths.orders(sport), body, { ...from(remoteAddress), headers: { "idempotency-key": crypto.randomUUID() } });
    expect((await post("tennis", orderBody(tuesday, tennis.slot, tennis.courts.slice(0, 3)))).statusCode).toBe(201);
    expect((await post("tennis", orderBody(tuesday, tennis.slot, tennis.courts.slice(3, 6)))).statusCode).toBe(201);
    expect((await post("padel", orderBody(tuesday, padel.slot, padel.courts.slice(0, 2)))).statusCode).toBe(201);
    const over = await post("padel", orderBody(tuesday, padel.slot, [padel.courts[2] as number]));
    expectHoldRefusal(over, "limit_unpaid_holds_address");
    expect(over.data.params).toMatchObject({ limit: 8, held: 8, orders: [] });
    expect(over.data.message).toContain("the most one address may hold at a time is 8 court-slots");
    // Another address is another household.
    expect((await post("padel", orderBody(tuesday, padel.slot, [padel.courts[2] as number]), "203.0.113.8")).statusCode).toBe(
      201,
    );
  });
});

describe("one anonymous client trying to hold the whole horizon", () => {
  it("ends with at most the address cap held, every other attempt refused with a 4xx", async () => {
    const sports = ["tennis", "padel"] as const;
    const grids = [];
    for (const sport of sports) grids.push({ sport, ...(await area(sport, 3)) });
    const c = t.client();
    const statuses: number[] = [];
    let n = 0;
    // Every court-slot of the horizon (12 days from today), each as a "new guest" (a made-up e-mail), from one address and cookie jar.
    for (let day = 1; day <= 11; day++) {
      const date = new Date(Date.UTC(2026, 10, 22 + day)).toISOString().slice(0, 10);
      for (const grid of grids) {
        for (const court of grid.courts) {
          const body = orderBody(date, grid.slot, [court], guest(`bot-${n++}@example.test`));
          statuses.push((await postOrder(c, grid.sport, body)).statusCode);
        }
      }
    }
    const all = grids.flatMap((g) => g.courts);
    expect(await activeBookingsOn(all)).toBe(8);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - 8);
  });
});

describe("Idempotency-Key", () => {
  it("never hands one guest's order to another client replaying the key", async () => {
    const { courts, slot } = await area();
    const key = "replayed-key-0001";
    const first = await postOrder(
      t.client(),
      "tennis",
      orderBody(tuesday, slot, [courts[0] as number], guest("eva@example.test")),
      { key },
    );
    expect(first.statusCode).toBe(201);
    const stranger = await postOrder(
      t.client(),
      "tennis",
      orderBody(tuesday, slot, [courts[0] as number], guest("mallory@example.test")),
      { key },
    );
    expect(stranger.statusCode).toBe(409);
    expect(stranger.body).not.toContain(first.data.order_id);
    expect(stranger.body).not.toContain(first.data.access_key);
  });

  it("binds the key to the whole request: the same key with another body is 422", async () => {
    const { courts, slot } = await area();
    const c = t.client();
    const key = "bound-key-000000001";
    const body = orderBody(tuesday, slot, [courts[0] as number], guest("fia@example.test"));
    const first = await postOrder(c, "tennis", body, { key });
    expect(first.statusCode, first.body).toBe(201);
    const again = await postOrder(c, "tennis", body, { key });
    expect(again.statusCode, again.body).toBe(201);
    const changed = await postOrder(c, "tennis", { ...body, billing: { ...body.billing, name: "Someone Else" } }, { key });
    expect(changed.statusCode).toBe(422);
    expect(changed.data.errors["idempotency-key"][0]).toContain("already used for a different request");
  });
});

describe("race: one payer's simultaneous orders", () => {
  it("never holds more than max_unpaid_holds, however many orders arrive at once", async () => {
    const { courts, slot } = await area("tennis", 10);
    const bodies = courts.map((court) => orderBody(wednesday, slot, [court], guest("rush@example.test")));
    const answers = await Promise.all(bodies.map((body) => postOrder(t.client(), "tennis", body)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(6);
    const [row] = await db()
      .select({ held: sql<number>`coalesce(sum(${orders.holdUnits}), 0)::int` })
      .from(orders)
      .where(and(eq(orders.holdPayer, "guest:rush@example.test"), eq(orders.status, "pending")));
    expect(row?.held).toBe(4);
  });
});

describe("order attempts", () => {
  it("counts a guest contact's attempts that reach validation, from any address: the 13th in 10 minutes is 429", async () => {
    const { courts } = await area("tennis", 1);
    // An unknown timeslot: refused by validation (422), after the attempt is counted.
    const attempt = () => postOrder(t.client(), "tennis", orderBody(tuesday, 999_999, courts, guest("probe@example.test")));
    for (let i = 0; i < 12; i++) expect((await attempt()).statusCode).toBe(422);
    const refused = await attempt();
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("does not count attempts at a court already taken: they wrote nothing, and a rush's losers write no counters", async () => {
    const { courts, slot } = await area("tennis", 2);
    const [taken, free] = courts as [number, number];
    expect(
      (await postOrder(t.client(), "tennis", orderBody(tuesday, slot, [taken], guest("first@example.test")))).statusCode,
    ).toBe(201);
    const loser = guest("loser@example.test");
    for (let i = 0; i < 15; i++) {
      expect((await postOrder(t.client(), "tennis", orderBody(tuesday, slot, [taken], loser))).statusCode).toBe(409);
    }
    const stillAllowed = await postOrder(t.client(), "tennis", orderBody(tuesday, slot, [free], loser));
    expect(stillAllowed.statusCode, stillAllowed.body).toBe(201);
  });
});
