import { adminCatalogPaths as admin, apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courts, timeslots } from "../src/db/schema.ts";
import { AVAILABILITY_CHANNEL } from "../src/modules/schedule/schedule-cache.ts";
import { type AdminCaller, auditRows, signedInAdmin } from "./support/admin-catalog.ts";
import { createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at 2026-11-22T10:00Z: 11:00 on Sunday 22 November in Madrid.
const monday = "2026-11-23";
const tuesday = "2026-11-24";

let t: TestContext;
let a: AdminCaller;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12 });
  a = await signedInAdmin(t);
});
afterAll(() => t.close());

type Cell = { court_id: number; timeslot_id: number; status: string; price: number };
const grid = async (sport: "tennis" | "padel", date = tuesday) =>
  (await t.client().get(`${apiPaths.schedules(sport)}?date=${date}`)).data;

describe("courts", () => {
  it("adds a court last, lists inactive courts too, renames, deactivates and reactivates it", async () => {
    const first = await a.post(admin.courts("padel"), { name: "Pista Uno", surface: "Glass", indoor: true });
    const second = await a.post(admin.courts("padel"), { name: "Pista Dos", surface: "Glass", indoor: false });
    expect(first.statusCode).toBe(201);
    expect(first.data).toEqual({
      id: expect.any(Number),
      name: "Pista Uno",
      surface: "Glass",
      indoor: true,
      active: true,
      sort_order: expect.any(Number),
    });
    expect(second.data.sort_order).toBeGreaterThan(first.data.sort_order);

    const renamed = await a.put(admin.court("padel", first.data.id), { name: "Pista Central", surface: "Glass", indoor: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.data).toMatchObject({ name: "Pista Central", active: true });

    const gone = await a.delete(admin.court("padel", second.data.id));
    expect(gone.statusCode).toBe(200);
    expect(gone.data.active).toBe(false);
    const list = await a.get(`${admin.courts("padel")}?per_page=200`);
    expect(list.statusCode).toBe(200);
    expect(list.data.meta).toMatchObject({ page: 1, per_page: 200, total: list.data.data.length, last_page: 1 });
    expect(list.data.data).toContainEqual(expect.objectContaining({ id: second.data.id, active: false }));

    const back = await a.put(admin.court("padel", second.data.id), {
      name: "Pista Dos",
      surface: "Glass",
      indoor: false,
      active: true,
    });
    expect(back.data.active).toBe(true);
    // A PUT without `active` keeps it as it is.
    await a.delete(admin.court("padel", second.data.id));
    const kept = await a.put(admin.court("padel", second.data.id), { name: "Pista 2", surface: "Glass", indoor: false });
    expect(kept.data).toMatchObject({ name: "Pista 2", active: false });
  });

  it("shows an added or renamed court in the public grid and catalog at once; a deactivated one leaves both, its bookings stay", async () => {
    const slot = await createTimeslot(t.app, "tennis", { startTime: "08:00", endTime: "09:00" });
    const publicCourts = async () => (await t.client().get(apiPaths.courts("tennis"))).data;
    // The grid is read (and cached) before each change.
    expect((await grid("tennis")).courts).not.toContainEqual(expect.objectContaining({ name: "Court Nova" }));
    const added = await a.post(admin.courts("tennis"), { name: "Court Nova", surface: "Clay", indoor: false });
    const shown = await grid("tennis");
    expect(shown.courts).toContainEqual({ id: added.data.id, name: "Court Nova", surface: "Clay", indoor: false });
    expect(shown.cells).toContainEqual(
      expect.objectContaining({ court_id: added.data.id, timeslot_id: slot.id, status: "available" }),
    );

    await a.put(admin.court("tennis", added.data.id), { name: "Court Stella", surface: "Hard", indoor: true });
    const stella = { id: added.data.id, name: "Court Stella", surface: "Hard", indoor: true };
    expect((await grid("tennis")).courts).toContainEqual(stella);
    expect(await publicCourts()).toContainEqual(stella);

    const order = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [added.data.id]));
    expect(order.statusCode).toBe(201);
    expect((await a.delete(admin.court("tennis", added.data.id))).statusCode).toBe(200);
    expect((await grid("tennis")).courts).not.toContainEqual(stella);
    expect(await publicCourts()).not.toContainEqual(stella);
    const again = await postOrder(t.client(), "tennis", orderBody(monday, slot.id, [added.data.id]));
    expect(again.statusCode).toBe(422);
    // The booking made before is untouched.
    const kept = await t.client().get(`${apiPaths.order("tennis", order.data.order_id)}?key=${order.data.access_key}`);
    expect(kept.data).toMatchObject({ status: "pending", courts: [expect.objectContaining({ id: added.data.id })] });

    await a.put(admin.court("tennis", added.data.id), { name: "Court Stella", surface: "Hard", indoor: true, active: true });
    expect((await grid("tennis")).courts).toContainEqual(stella);
    await a.delete(admin.court("tennis", added.data.id));
  });

  it("reorders the courts of the sport; the grid follows; a foreign or repeated id is 422", async () => {
    const ids: number[] = [];
    for (const name of ["A", "B", "C"])
      ids.push((await a.post(admin.courts("tennis"), { name, surface: "Clay", indoor: false })).data.id);
    const listed = (await a.get(`${admin.courts("tennis")}?per_page=200`)).data.data.map((c: { id: number }) => c.id);
    const reversed = [...listed].reverse();
    const res = await a.put(admin.courtOrder("tennis"), { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await a.get(`${admin.courts("tennis")}?per_page=200`)).data.data.map((c: { id: number }) => c.id)).toEqual(reversed);
    const active = (await grid("tennis")).courts.map((c: { id: number }) => c.id);
    expect(active).toEqual(reversed.filter((id) => ids.includes(id)));

    // Courts left out (say, one added meanwhile) keep their order after the ones given.
    const [firstId, secondId] = ids as [number, number, number];
    const partial = await a.put(admin.courtOrder("tennis"), { ids: [secondId, firstId] });
    expect(partial.statusCode).toBe(200);
    const rest = reversed.filter((id) => id !== firstId && id !== secondId);
    expect(partial.data.data.map((c: { id: number }) => c.id)).toEqual([secondId, firstId, ...rest]);

    const padelCourt = await createCourt(t.app, "padel");
    for (const bad of [[...reversed, padelCourt.id], [...reversed.slice(1), reversed[1]], [999_999]]) {
      const refused = await a.put(admin.courtOrder("tennis"), { ids: bad });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.data.errors)).toEqual(["ids"]);
    }
    const audit = await auditRows(t.app, "court", "tennis");
    expect(audit[0]).toMatchObject({
      actorAdminId: a.id,
      action: "court.reorder",
      before: reversed,
      after: [secondId, firstId, ...rest],
    });
    expect(audit[1]).toMatchObject({ actorAdminId: a.id, action: "court.reorder", before: listed, after: reversed });
  });

  it("refuses bad input with 422 per field, unknown or other-sport ids and unknown sports with 404", async () => {
    const bad = await a.post(admin.courts("tennis"), { name: "  ", surface: "", indoor: "yes" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["indoor", "name", "surface"]);
    const padel = await createCourt(t.app, "padel");
    const body = { name: "X", surface: "Clay", indoor: false };
    expect((await a.put(admin.court("tennis", padel.id), body)).statusCode).toBe(404);
    expect((await a.delete(admin.court("tennis", padel.id))).statusCode).toBe(404);
    expect((await a.put(admin.court("tennis", 999_999), body)).statusCode).toBe(404);
    expect((await a.get("/api/admin/squash/courts")).statusCode).toBe(404);
    expect((await a.post("/api/admin/squash/courts", body)).statusCode).toBe(404);
  });

  it("writes an audit row with actor, before and after for each change", async () => {
    const created = await a.post(admin.courts("tennis"), { name: "Audit", surface: "Clay", indoor: false });
    await a.put(admin.court("tennis", created.data.id), { name: "Audited", surface: "Clay", indoor: false });
    await a.delete(admin.court("tennis", created.data.id));
    const rows = await auditRows(t.app, "court", created.data.id);
    expect(rows.map((r) => r.action)).toEqual(["court.deactivate", "court.update", "court.create"]);
    for (const row of rows) expect(row.actorAdminId).toBe(a.id);
    expect(rows[2]).toMatchObject({ before: null, after: created.data });
    expect(rows[1]?.before).toMatchObject({ name: "Audit" });
    expect(rows[1]?.after).toMatchObject({ name: "Audited" });
    expect(rows[0]?.before).toMatchObject({ active: true });
    expect(rows[0]?.after).toMatchObject({ active: false });
  });
});

describe("timeslots", () => {
  const slot = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
    start,
    end,
    price_member: 1800,
    price_guest: 2400,
    weekend_price_member: null,
    weekend_price_guest: null,
    ...extra,
  });

  it("adds, edits prices, deactivates and reactivates a timeslot; the grid prices follow at once", async () => {
    const court = await createCourt(t.app, "padel");
    const created = await a.post(admin.timeslots("padel"), slot("06:00", "07:30"));
    expect(created.statusCode).toBe(201);
    expect(created.data).toEqual({ id: expect.any(Number), ...slot("06:00", "07:30"), active: true });
    const cell = async (date: string) =>
      ((await grid("padel", date)).cells as Cell[]).find((c) => c.court_id === court.id && c.timeslot_id === created.data.id);
    expect((await cell(tuesday))?.price).toBe(2400);

    const edited = await a.put(
      admin.timeslot("padel", created.data.id),
      slot("06:00", "07:30", { price_guest: 2650, weekend_price_guest: 3100 }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await cell(tuesday))?.price).toBe(2650);
    expect((await cell("2026-11-28"))?.price).toBe(3100);

    expect((await a.delete(admin.timeslot("padel", created.data.id))).data.active).toBe(false);
    expect(await cell(tuesday)).toBeUndefined();
    const listed = (await a.get(admin.timeslots("padel"))).data.data;
    expect(listed).toContainEqual(expect.objectContaining({ id: created.data.id, active: false }));
    const back = await a.put(admin.timeslot("padel", created.data.id), slot("06:00", "07:30", { active: true }));
    expect(back.data.active).toBe(true);
    expect((await cell(tuesday))?.status).toBe("available");

    const audit = await auditRows(t.app, "timeslot", created.data.id);
    expect(audit.map((r) => r.action)).toEqual(["timeslot.update", "timeslot.deactivate", "timeslot.update", "timeslot.create"]);
    expect(audit[2]).toMatchObject({ actorAdminId: a.id, before: { price_guest: 2400 }, after: { price_guest: 2650 } });
  });

  it("refuses a slot overlapping another active slot of the sport (422), not one of the other sport or an inactive one", async () => {
    const base = await a.post(admin.timeslots("tennis"), slot("12:00", "13:00"));
    expect(base.statusCode).toBe(201);
    for (const [start, end] of [
      ["12:30", "13:30"],
      ["11:30", "12:30"],
      ["12:00", "13:00"],
      ["11:00", "14:00"],
    ] as const) {
      const res = await a.post(admin.timeslots("tennis"), slot(start, end));
      expect(res.statusCode, `${start}–${end}`).toBe(422);
      expect(res.data.errors.start).toEqual(["This slot overlaps the active tennis slot 12:00–13:00."]);
    }
    // Back to back is fine; so is the same time for padel.
    const next = await a.post(admin.timeslots("tennis"), slot("13:00", "14:00"));
    expect(next.statusCode).toBe(201);
    expect((await a.post(admin.timeslots("padel"), slot("12:00", "13:00"))).statusCode).toBe(201);
    // Moving a slot onto another is refused too; a slot may keep its own time.
    expect((await a.put(admin.timeslot("tennis", next.data.id), slot("12:30", "13:30"))).statusCode).toBe(422);
    expect((await a.put(admin.timeslot("tennis", next.data.id), slot("13:00", "14:00", { price_member: 1 }))).statusCode).toBe(
      200,
    );
    // An inactive slot does not count, but reactivating it into an overlap is refused.
    await a.delete(admin.timeslot("tennis", next.data.id));
    const over = await a.post(admin.timeslots("tennis"), slot("13:30", "14:30"));
    expect(over.statusCode).toBe(201);
    const revived = await a.put(admin.timeslot("tennis", next.data.id), slot("13:00", "14:00", { active: true }));
    expect(revived.statusCode).toBe(422);
  });

  it("refuses bad times and prices with 422 per field, writing nothing", async () => {
    const before = (await a.get(admin.timeslots("tennis"))).data.meta.total;
    const cases: [Record<string, unknown>, string][] = [
      [slot("15:00", "14:00"), "end"],
      [slot("15:00", "15:00"), "end"],
      [slot("25:00", "26:00"), "start"],
      [slot("15:00", "16:00", { price_member: -1 }), "price_member"],
      [slot("15:00", "16:00", { price_guest: 12.5 }), "price_guest"],
      [slot("15:00", "16:00", { weekend_price_guest: -100 }), "weekend_price_guest"],
      [slot("15:00", "16:00", { price_member: 100_000_000 }), "price_member"],
    ];
    for (const [body, field] of cases) {
      const res = await a.post(admin.timeslots("tennis"), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.data.errors), JSON.stringify(body)).toContain(field);
    }
    expect((await a.get(admin.timeslots("tennis"))).data.meta.total).toBe(before);
    const padel = await createTimeslot(t.app, "padel", { startTime: "23:00", endTime: "23:30" });
    expect((await a.put(admin.timeslot("tennis", padel.id), slot("23:00", "23:30"))).statusCode).toBe(404);
    expect((await a.delete(admin.timeslot("tennis", 999_999))).statusCode).toBe(404);
  });

  it("keeps a booked slot's times (409) but lets its prices change", async () => {
    const court = await createCourt(t.app, "tennis");
    const booked = await a.post(admin.timeslots("tennis"), slot("16:00", "17:00"));
    expect((await postOrder(t.client(), "tennis", orderBody(tuesday, booked.data.id, [court.id]))).statusCode).toBe(201);
    const moved = await a.put(admin.timeslot("tennis", booked.data.id), slot("16:30", "17:30"));
    expect(moved.statusCode).toBe(409);
    expect(moved.data.message).toMatch(/^This timeslot has 1 upcoming booking, so its times cannot change\./);
    expect(
      (await a.put(admin.timeslot("tennis", booked.data.id), slot("16:00", "17:00", { price_guest: 2500 }))).statusCode,
    ).toBe(200);
    await a.delete(admin.court("tennis", court.id));
  });
});

describe("catalog changes reach every instance's grid cache", () => {
  it("drops the sport's cached grids when courts or timeslots change outside this instance (NOTIFY)", async () => {
    const court = await createCourt(t.app, "padel", { name: "Before" });
    // Read twice so the cache is listening and keeps the grid.
    await grid("padel", monday);
    expect((await grid("padel", monday)).courts).toContainEqual(expect.objectContaining({ name: "Before" }));
    const notified = new Promise<string>((resolve) => {
      void t.app.deps.database.listen(AVAILABILITY_CHANNEL, (payload) => {
        if (JSON.parse(payload).sport === "padel") resolve(payload);
      });
    });
    // Another instance's write: straight to the database, so this instance's own write hook never runs.
    const { db } = t.app.deps.database;
    await db.update(courts).set({ name: "After" }).where(eq(courts.id, court.id));
    await notified;
    expect((await grid("padel", monday)).courts).toContainEqual(expect.objectContaining({ id: court.id, name: "After" }));

    const cached = await grid("padel", monday);
    const slotsBefore = cached.timeslots.length;
    const fresh = new Promise<void>((resolve) => {
      void t.app.deps.database.listen(AVAILABILITY_CHANNEL, (payload) => {
        if (JSON.parse(payload).sport === "padel") resolve();
      });
    });
    await db.insert(timeslots).values({ sport: "padel", startTime: "23:30", endTime: "23:45", priceMember: 1, priceGuest: 1 });
    await fresh;
    expect((await grid("padel", monday)).timeslots).toHaveLength(slotsBefore + 1);
  });
});
