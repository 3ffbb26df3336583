import { apiPaths } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../src/db/schema.ts";
import { createAddon, createCourt, createTimeslot, orderBody } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/** Real concurrency needs real connections: PGlite has one, so this runs on PostgreSQL only. */
describe.runIf(process.env.TEST_DB === "postgres")("booking race on PostgreSQL", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("lets exactly one of 50 simultaneous attempts at one court and slot win; 49 hear which court went", async () => {
    const court = await createCourt(t.app, "tennis", { name: "Court Race" });
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const payload = orderBody("2026-11-24", slot.id, [court.id]);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(t, payload, `race-${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(49);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json().message).toBe(
        "Court Race is held by someone else for Tue 24 Nov 2026, 18:00–19:00: it comes free again only if they do not pay in time. Pick another court.",
      );
    }
    const held = await t.app.deps.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.courtId, court.id), eq(bookings.active, true)));
    expect(held).toHaveLength(1);
  });

  it("never sells more add-on units than the slot's stock, whatever the concurrency", async () => {
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00" });
    const coach = await createAddon(t.app, "tennis", { name: "Coach", group: 2, stock: 3 });
    const courts = await Promise.all(Array.from({ length: 12 }, () => createCourt(t.app, "tennis")));
    const answers = await Promise.all(
      courts.map((court, i) =>
        attempt(t, orderBody("2026-11-24", slot.id, [court.id], { addons2: [{ addon_id: coach.id, qty: 1 }] }), `stock-${i}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(3);
    expect(codes.filter((s) => s === 409)).toHaveLength(9);
  });
});

let xsrf: string | undefined;
/** One raw request, so the 50 really start together (no per-client cookie fetch in between). */
/** One player's attempt: an e-mail and an address of its own, as holds and attempts count per payer and address. */
let players = 0;
async function attempt(t: TestContext, body: { billing: object }, key: string) {
  xsrf ??= (await t.app.inject({ url: "/api/csrf-cookie" })).cookies.find((k) => k.name === "XSRF-TOKEN")?.value ?? "";
  const player = ++players;
  return t.app.inject({
    method: "POST",
    url: apiPaths.orders("tennis"),
    remoteAddress: `10.77.${player >> 8}.${player & 255}`,
    payload: JSON.stringify({ ...body, billing: { ...body.billing, email: `racer-${player}@example.test` } }),
    headers: {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${xsrf}`,
      "x-xsrf-token": xsrf,
      "idempotency-key": `concurrent-attempt-${key}`,
    },
  });
}
