import { apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facilityInstant } from "../src/facility-time.ts";
import { createClosure, createCourt, createTimeslot, memberToken, orderBody, postOrder, setRules } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The test clock starts at 2026-11-22T10:00Z: 11:00 on Sunday 22 November in Madrid.
const today = "2026-11-22";
const monday = "2026-11-23";
const zone = "Europe/Madrid";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: zone });
  await setRules(t.app, "tennis", { totalDays: 12 });
});
afterAll(() => t.close());

type Cell = { court_id: number; timeslot_id: number; status: string; price: number };
const cellOf = (cells: Cell[], courtId: number, slotId: number) =>
  cells.find((c) => c.court_id === courtId && c.timeslot_id === slotId);

describe("GET /api/{api}/schedules", () => {
  it("tells every cell's status: available, held, booked, closed and past", async () => {
    const [held, booked, closed, free] = await Promise.all([
      createCourt(t.app, "tennis"),
      createCourt(t.app, "tennis"),
      createCourt(t.app, "tennis"),
      createCourt(t.app, "tennis"),
    ]);
    const morning = await createTimeslot(t.app, "tennis", { startTime: "08:00", endTime: "09:00" });
    const evening = await createTimeslot(t.app, "tennis", { startTime: "19:00", endTime: "20:00" });
    const late = await createTimeslot(t.app, "tennis", { startTime: "21:00", endTime: "22:00" });

    const c = t.client();
    expect((await postOrder(c, "tennis", orderBody(today, evening.id, [held.id]))).statusCode).toBe(201);
    const toPay = await postOrder(c, "tennis", orderBody(today, evening.id, [booked.id]));
    const paid = await c.post(apiPaths.demoPay(toPay.data.inv), { key: toPay.data.access_key });
    expect(paid.statusCode).toBe(200);
    await createClosure(t.app, "tennis", closed.id, facilityInstant(today, "18:30", zone), facilityInstant(today, "19:30", zone));
    // A closure of every court of the sport (court_id null) for the late slot.
    await createClosure(t.app, "tennis", null, facilityInstant(today, "21:00", zone), facilityInstant(today, "23:00", zone));

    const res = await c.get(`${apiPaths.schedules("tennis")}?date=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.date).toBe(today);
    const cells: Cell[] = res.data.cells;
    expect(cellOf(cells, held.id, evening.id)?.status).toBe("held");
    expect(cellOf(cells, booked.id, evening.id)?.status).toBe("booked");
    expect(cellOf(cells, closed.id, evening.id)?.status).toBe("closed");
    expect(cellOf(cells, free.id, evening.id)?.status).toBe("available");
    expect(cellOf(cells, free.id, morning.id)?.status).toBe("past");
    expect(cellOf(cells, free.id, late.id)?.status).toBe("closed");
    expect(res.data.courts.length * res.data.timeslots.length).toBe(cells.length);

    // The next day is untouched.
    const next = await c.get(`${apiPaths.schedules("tennis")}?date=${monday}`);
    expect(cellOf(next.data.cells, held.id, evening.id)?.status).toBe("available");
    expect(cellOf(next.data.cells, free.id, morning.id)?.status).toBe("available");
  });

  it("prices each cell at what the caller would pay, weekend prices on weekends", async () => {
    const court = await createCourt(t.app, "padel");
    const slot = await createTimeslot(t.app, "padel", {
      startTime: "20:00",
      endTime: "21:30",
      priceMember: 2800,
      priceGuest: 3600,
      weekendPriceMember: 3200,
      weekendPriceGuest: 4000,
    });
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    const price = async (date: string, asMember: boolean) => {
      const res = await c.get(`${apiPaths.schedules("padel")}?date=${date}`, { token: asMember ? token : undefined });
      return cellOf(res.data.cells, court.id, slot.id)?.price;
    };
    expect(await price(monday, false)).toBe(3600);
    expect(await price(monday, true)).toBe(2800);
    expect(await price(today, false)).toBe(4000);
    expect(await price(today, true)).toBe(3200);
  });

  it("defaults to today in the facility's zone and refuses a date that is not YYYY-MM-DD with 422 on date", async () => {
    expect((await t.client().get(apiPaths.schedules("tennis"))).data.date).toBe(today);
    for (const bad of ["2026-02-30", "tomorrow", "22-11-2026", "2026-11-22T10:00"]) {
      const res = await t.client().get(`${apiPaths.schedules("tennis")}?date=${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(Object.keys(res.data.errors)).toEqual(["date"]);
    }
  });
});

describe("GET /api/{api}/schedule-courts/{court}/{timeslot}", () => {
  it("answers every court's surface, indoor or not, availability and price for the timeslot, or one court", async () => {
    const [taken, open] = await Promise.all([
      createCourt(t.app, "padel"),
      createCourt(t.app, "padel", { surface: "Artificial grass", indoor: true }),
    ]);
    const slot = await createTimeslot(t.app, "padel", { startTime: "17:00", endTime: "18:30", priceGuest: 3600 });
    const c = t.client();
    expect((await postOrder(c, "padel", orderBody(monday, slot.id, [taken.id]))).statusCode).toBe(201);

    const all = await c.get(`${apiPaths.scheduleCourts("padel", "all", slot.id)}?date=${monday}`);
    expect(all.statusCode).toBe(200);
    expect(all.data).toContainEqual({
      id: taken.id,
      name: taken.name,
      surface: "Clay",
      indoor: false,
      available: false,
      price: 3600,
    });
    expect(all.data).toContainEqual({
      id: open.id,
      name: open.name,
      surface: "Artificial grass",
      indoor: true,
      available: true,
      price: 3600,
    });

    const one = await c.get(`${apiPaths.scheduleCourts("padel", open.id, slot.id)}?date=${monday}`);
    expect(one.data).toEqual([
      { id: open.id, name: open.name, surface: "Artificial grass", indoor: true, available: true, price: 3600 },
    ]);
  });

  it("answers 404 for an unknown timeslot or court, or one of the other sport, and 422 for a bad date", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis");
    const padelSlot = await createTimeslot(t.app, "padel");
    const c = t.client();
    expect((await c.get(apiPaths.scheduleCourts("tennis", court.id, slot.id))).statusCode).toBe(200);
    expect((await c.get(apiPaths.scheduleCourts("tennis", court.id, padelSlot.id))).statusCode).toBe(404);
    expect((await c.get(apiPaths.scheduleCourts("padel", court.id, padelSlot.id))).statusCode).toBe(404);
    expect((await c.get(apiPaths.scheduleCourts("tennis", 987654, slot.id))).statusCode).toBe(404);
    expect((await c.get(`/api/frontend/schedule-courts/some/${slot.id}`)).statusCode).toBe(404);
    expect((await c.get(`${apiPaths.scheduleCourts("tennis", "all", slot.id)}?date=soon`)).statusCode).toBe(422);
  });
});
