import { adminCatalogPaths as admin, apiPaths } from "@courtside/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facilityInstant } from "../src/facility-time.ts";
import { type AdminCaller, auditRows, signedInAdmin } from "./support/admin-catalog.ts";
import { createClosure, createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at 2026-11-22T10:00Z: 11:00 on Sunday 22 November in Madrid.
const today = "2026-11-22";
const tuesday = "2026-11-24";
const wednesday = "2026-11-25";
const zone = "Europe/Madrid";

let t: TestContext;
let a: AdminCaller;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: zone });
  await setRules(t.app, "tennis", { totalDays: 12, holdMinutes: 15 });
  await setRules(t.app, "padel", { totalDays: 12, holdMinutes: 15 });
  a = await signedInAdmin(t);
});
afterAll(() => t.close());

type Cell = { court_id: number; timeslot_id: number; status: string };
async function cellStatus(sport: "tennis" | "padel", date: string, courtId: number, slotId: number) {
  const res = await t.client().get(`${apiPaths.schedules(sport)}?date=${date}`);
  return (res.data.cells as Cell[]).find((c) => c.court_id === courtId && c.timeslot_id === slotId)?.status;
}
const closure = (courtId: number | null, date: string, from: string, to: string, reason = "Resurfacing") => ({
  court_id: courtId,
  start_date: date,
  start_time: from,
  end_date: date,
  end_time: to,
  reason,
});
const rowCount = async (table: string) =>
  ((await t.app.deps.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as { rows: { n: number }[] })
    .rows[0]?.n;

describe("closures", () => {
  it("closes one court's cells in the grid and the court filter, refuses orders there, and reopens when deleted", async () => {
    const closed = await createCourt(t.app, "tennis");
    const open = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const res = await a.post(admin.closures("tennis"), closure(closed.id, tuesday, "17:30", "19:00"));
    expect(res.statusCode).toBe(201);
    expect(res.data).toEqual({
      id: expect.any(Number),
      court_id: closed.id,
      court_name: closed.name,
      start_date: tuesday,
      start_time: "17:30",
      end_date: tuesday,
      end_time: "19:00",
      starts_at: facilityInstant(tuesday, "17:30", zone).toISOString(),
      ends_at: facilityInstant(tuesday, "19:00", zone).toISOString(),
      reason: "Resurfacing",
      created_at: expect.any(String),
    });
    expect(await cellStatus("tennis", tuesday, closed.id, slot.id)).toBe("closed");
    expect(await cellStatus("tennis", tuesday, open.id, slot.id)).toBe("available");
    expect(await cellStatus("tennis", wednesday, closed.id, slot.id)).toBe("available");
    const filter = await t.client().get(`${apiPaths.scheduleCourts("tennis", "all", slot.id)}?date=${tuesday}`);
    expect(filter.data).toContainEqual(expect.objectContaining({ id: closed.id, available: false }));
    expect(filter.data).toContainEqual(expect.objectContaining({ id: open.id, available: true }));

    const refused = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [closed.id]));
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toBe(
      `${closed.name} is closed for Tue 24 Nov 2026, 18:00–19:00 (Resurfacing). Pick another court or time.`,
    );

    const listed = await a.get(admin.closures("tennis"));
    expect(listed.data.data).toContainEqual(res.data);
    expect((await a.delete(admin.closure("tennis", res.data.id))).statusCode).toBe(204);
    expect(await cellStatus("tennis", tuesday, closed.id, slot.id)).toBe("available");
    expect((await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [closed.id]))).statusCode).toBe(201);
    expect((await a.delete(admin.closure("tennis", res.data.id))).statusCode).toBe(404);

    const audit = await auditRows(t.app, "closure", res.data.id);
    expect(audit.map((r) => r.action)).toEqual(["closure.delete", "closure.create"]);
    expect(audit[1]).toMatchObject({ actorAdminId: a.id, before: null, after: res.data });
    expect(audit[0]).toMatchObject({ actorAdminId: a.id, before: res.data, after: null });
  });

  it("closes every court of the sport with court_id null, across days, and no court of the other sport", async () => {
    const courts = await Promise.all([createCourt(t.app, "padel"), createCourt(t.app, "padel")]);
    const tennis = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "padel", { startTime: "09:00", endTime: "10:30" });
    const tennisSlot = await createTimeslot(t.app, "tennis", { startTime: "09:00", endTime: "10:00" });
    const res = await a.post(admin.closures("padel"), {
      court_id: null,
      start_date: tuesday,
      start_time: "08:00",
      end_date: wednesday,
      end_time: "10:00",
      reason: "Tournament",
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({ court_id: null, court_name: null, end_date: wednesday });
    for (const court of courts) {
      expect(await cellStatus("padel", tuesday, court.id, slot.id)).toBe("closed");
      // 09:00–10:30 on Wednesday overlaps a closure that ends at 10:00.
      expect(await cellStatus("padel", wednesday, court.id, slot.id)).toBe("closed");
      expect(await cellStatus("padel", "2026-11-26", court.id, slot.id)).toBe("available");
    }
    expect(await cellStatus("tennis", tuesday, tennis.id, tennisSlot.id)).toBe("available");
    const order = await postOrder(t.client(), "padel", orderBody(wednesday, slot.id, [courts[1].id]));
    expect(order.statusCode).toBe(409);
    await a.delete(admin.closure("padel", res.data.id));
  });

  it("refuses (409) a closure over paid bookings and running holds, naming each with its order, and writes nothing", async () => {
    const [paidCourt, heldCourt, free] = await Promise.all([
      createCourt(t.app, "tennis", { name: "Court Paid", sortOrder: 1 }),
      createCourt(t.app, "tennis", { name: "Court Held", sortOrder: 2 }),
      createCourt(t.app, "tennis", { name: "Court Free", sortOrder: 3 }),
    ]);
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00" });
    const c = t.client();
    const paid = await postOrder(c, "tennis", orderBody(wednesday, slot.id, [paidCourt.id]));
    expect((await c.post(apiPaths.demoPay(paid.data.inv), { key: paid.data.access_key })).statusCode).toBe(200);
    const held = await postOrder(c, "tennis", orderBody(wednesday, slot.id, [heldCourt.id]));
    expect(held.statusCode).toBe(201);

    const closures = await rowCount("closures");
    const audits = await rowCount("audit_log");
    const all = await a.post(admin.closures("tennis"), closure(null, wednesday, "19:00", "23:00"));
    expect(all.statusCode).toBe(409);
    expect(all.data).toEqual({
      message:
        "This closure would hit 2 bookings. Move them to another court or time (or cancel them) from the order page, then add the closure again; or close and refund them with the closure.",
      errors: {
        bookings: [
          `${paid.data.inv} · Court Paid · Wed 25 Nov 2026, 20:00–21:00 · paid`,
          `${held.data.inv} · Court Held · Wed 25 Nov 2026, 20:00–21:00 · held, not paid yet`,
        ],
      },
      code: "closure_hits_bookings",
      params: { order_ids: [paid.data.order_id, held.data.order_id] },
    });
    const one = await a.post(admin.closures("tennis"), closure(paidCourt.id, wednesday, "20:30", "22:00"));
    expect(one.statusCode).toBe(409);
    expect(one.data.message).toBe(
      "This closure would hit 1 booking. Move it to another court or time (or cancel it) from the order page, then add the closure again; or close and refund it with the closure.",
    );
    expect(one.data.errors.bookings).toEqual([`${paid.data.inv} · Court Paid · Wed 25 Nov 2026, 20:00–21:00 · paid`]);
    expect(one.data.params).toEqual({ order_ids: [paid.data.order_id] });
    expect(await rowCount("closures")).toBe(closures);
    expect(await rowCount("audit_log")).toBe(audits);

    // A free court, or the next slot, can close; back to back with a booking is no overlap.
    expect((await a.post(admin.closures("tennis"), closure(free.id, wednesday, "19:00", "23:00"))).statusCode).toBe(201);
    expect((await a.post(admin.closures("tennis"), closure(paidCourt.id, wednesday, "21:00", "22:00"))).statusCode).toBe(201);

    // Once the hold lapses, the held court no longer stands in the way.
    t.clock.advance(16 * 60_000);
    expect((await a.post(admin.closures("tennis"), closure(heldCourt.id, wednesday, "19:00", "23:00"))).statusCode).toBe(201);
  });

  it("the database itself refuses a closure over an active booking and a booking inside a closure", async () => {
    const court = await createCourt(t.app, "padel");
    const slot = await createTimeslot(t.app, "padel", { startTime: "12:00", endTime: "13:30" });
    const order = await postOrder(t.client(), "padel", orderBody(tuesday, slot.id, [court.id]));
    expect(order.statusCode).toBe(201);
    const at = (time: string) => facilityInstant(tuesday, time, zone);
    await expect(createClosure(t.app, "padel", court.id, at("13:00"), at("14:00"))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23P01", constraint: "closures_no_bookings" }),
    });
    await expect(createClosure(t.app, "padel", null, at("13:00"), at("14:00"))).rejects.toThrow();
    const other = await createCourt(t.app, "padel");
    await createClosure(t.app, "padel", other.id, at("12:00"), at("14:00"));
    const refused = await postOrder(t.client(), "padel", orderBody(tuesday, slot.id, [other.id]));
    expect(refused.statusCode).toBe(409);
  });

  it("lists closures under way and to come, soonest first, not past ones", async () => {
    const court = await createCourt(t.app, "padel");
    await createClosure(
      t.app,
      "padel",
      court.id,
      facilityInstant("2026-11-20", "08:00", zone),
      facilityInstant("2026-11-20", "12:00", zone),
    );
    const current = await a.post(admin.closures("padel"), {
      court_id: court.id,
      start_date: "2026-11-21",
      start_time: "08:00",
      end_date: "2026-12-20",
      end_time: "08:00",
      reason: "Roof repair",
    });
    // Starting in the past is fine while the closure is still running.
    expect(current.statusCode).toBe(201);
    const later = await a.post(admin.closures("padel"), closure(null, "2026-12-01", "07:00", "09:00"));
    const list = (await a.get(admin.closures("padel"))).data;
    const mine = list.data.filter((c: { id: number }) => [current.data.id, later.data.id].includes(c.id));
    expect(mine.map((c: { id: number }) => c.id)).toEqual([current.data.id, later.data.id]);
    expect(list.data.some((c: { start_date: string }) => c.start_date === "2026-11-20")).toBe(false);
    expect(list.meta.total).toBe(list.data.length);
  });

  it("refuses bad input with 422 per field; unknown ids and other sports' closures are 404", async () => {
    const court = await createCourt(t.app, "tennis");
    const padelCourt = await createCourt(t.app, "padel");
    const cases: [Record<string, unknown>, string][] = [
      [closure(court.id, tuesday, "10:00", "09:00"), "end_time"],
      [{ ...closure(court.id, tuesday, "10:00", "11:00"), end_date: "2026-11-23" }, "end_time"],
      [closure(court.id, tuesday, "10:00", "11:00", " "), "reason"],
      [closure(court.id, "2026-02-30", "10:00", "11:00"), "start_date"],
      [closure(court.id, tuesday, "24:00", "25:00"), "start_time"],
      [closure(padelCourt.id, tuesday, "10:00", "11:00"), "court_id"],
      [closure(999_999, tuesday, "10:00", "11:00"), "court_id"],
      [closure(court.id, today, "07:00", "08:00"), "end_date"],
    ];
    const before = await rowCount("closures");
    for (const [body, field] of cases) {
      const res = await a.post(admin.closures("tennis"), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.data.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await rowCount("closures")).toBe(before);
    const padel = await a.post(admin.closures("padel"), closure(padelCourt.id, tuesday, "07:00", "08:00"));
    expect((await a.delete(admin.closure("tennis", padel.data.id))).statusCode).toBe(404);
    expect((await a.delete(admin.closure("tennis", 999_999))).statusCode).toBe(404);
    expect((await a.get("/api/admin/squash/closures")).statusCode).toBe(404);
  });
});
