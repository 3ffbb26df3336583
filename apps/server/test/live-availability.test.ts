import { apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClosure, createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { openEventStream } from "./support/sse.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

const tuesday = "2026-11-24";

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "padel", { holdMinutes: 15, cancelHours: 24 });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

type Cell = { court_id: number; timeslot_id: number; status: string };
const cellOf = (cells: Cell[], courtId: number) => cells.find((c) => c.court_id === courtId);

describe("GET /api/{api}/schedules/stream", () => {
  it("sends the whole day first, then only the changed cells within a second of each booking change", async () => {
    const court = await createCourt(t.app, "padel");
    const other = await createCourt(t.app, "padel");
    const slot = await createTimeslot(t.app, "padel", { startTime: "18:00", endTime: "19:30" });
    const stream = await openEventStream(`${base}${apiPaths.schedulesStream("padel")}?date=${tuesday}`);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      const first = await stream.next(0, 2000);
      expect(first.event).toBe("availability");
      expect(first.data.date).toBe(tuesday);
      expect(cellOf(first.data.cells, court.id)?.status).toBe("available");
      expect(cellOf(first.data.cells, other.id)?.status).toBe("available");

      const created = await postOrder(t.client(), "padel", orderBody(tuesday, slot.id, [court.id]));
      expect(created.statusCode).toBe(201);
      const held = await stream.next(1, 1000);
      expect(held.data.cells).toEqual([expect.objectContaining({ court_id: court.id, timeslot_id: slot.id, status: "held" })]);

      await t.client().post(apiPaths.demoPay(created.data.inv), { key: created.data.access_key });
      const booked = await stream.next(2, 1000);
      expect(booked.data.cells).toEqual([expect.objectContaining({ court_id: court.id, status: "booked" })]);

      const cancelled = await t
        .client()
        .post(`${apiPaths.orderCancel("padel", created.data.order_id)}?key=${created.data.access_key}`);
      expect(cancelled.data.status).toBe("refunded");
      const freed = await stream.next(3, 1000);
      expect(freed.data.cells).toEqual([expect.objectContaining({ court_id: court.id, status: "available" })]);

      await createClosure(t.app, "padel", other.id, new Date("2026-11-24T16:00:00Z"), new Date("2026-11-24T20:00:00Z"));
      const closed = await stream.next(4, 1000);
      expect(closed.data.cells).toEqual([expect.objectContaining({ court_id: other.id, status: "closed" })]);
    } finally {
      stream.close();
    }
  });

  it("does not tell a stream of another date or sport", async () => {
    const court = await createCourt(t.app, "padel");
    const slot = await createTimeslot(t.app, "padel", { startTime: "10:00", endTime: "11:30" });
    const otherDay = await openEventStream(`${base}${apiPaths.schedulesStream("padel")}?date=2026-11-25`);
    const tennis = await openEventStream(`${base}${apiPaths.schedulesStream("tennis")}?date=${tuesday}`);
    try {
      await otherDay.next(0, 2000);
      await tennis.next(0, 2000);
      expect((await postOrder(t.client(), "padel", orderBody(tuesday, slot.id, [court.id]))).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(otherDay.events).toHaveLength(1);
      expect(tennis.events).toHaveLength(1);
    } finally {
      otherDay.close();
      tennis.close();
    }
  });

  it("tells each stream of a day once per change, including one that opened after the change", async () => {
    const court = await createCourt(t.app, "padel");
    const slot = await createTimeslot(t.app, "padel", { startTime: "12:00", endTime: "13:30" });
    const date = "2026-11-26";
    const early = await openEventStream(`${base}${apiPaths.schedulesStream("padel")}?date=${date}`);
    try {
      await early.next(0, 2000);
      // The court and slot made above notify too; on a loaded machine that can reach the stream
      // after it opened. Let it land first, so what follows counts the order's change alone.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = early.events.length;
      expect((await postOrder(t.client(), "padel", orderBody(date, slot.id, [court.id]))).statusCode).toBe(201);
      const late = await openEventStream(`${base}${apiPaths.schedulesStream("padel")}?date=${date}`);
      try {
        const whole = await late.next(0, 2000);
        const cell = whole.data.cells.find((c: Cell) => c.court_id === court.id && c.timeslot_id === slot.id);
        expect(cell?.status).toBe("held");
        const heard = await early.next(before, 1000);
        expect(heard.data.cells).toEqual([expect.objectContaining({ court_id: court.id, status: "held" })]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(early.events).toHaveLength(before + 1);
        expect(late.events).toHaveLength(1);
      } finally {
        late.close();
      }
    } finally {
      early.close();
    }
  });

  it("answers 422 to a bad date", async () => {
    const res = await t.client().get(`${apiPaths.schedulesStream("padel")}?date=2026-02-30`);
    expect(res.statusCode).toBe(422);
  });
});
