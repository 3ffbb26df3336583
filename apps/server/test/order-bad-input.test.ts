import { apiPaths } from "@courtside/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billing, createCourt, createTimeslot, orderBody, postOrder } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every bad input answers in the contract's error shape; none reaches a 500. */
describe("bad order input", () => {
  it("answers random bodies with a 4xx and a message", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis");
    const c = t.client();
    const id = fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 40), fc.string(), fc.constant(null), fc.constant(court.id));
    const addonList = fc.oneof(fc.jsonValue(), fc.array(fc.record({ addon_id: id, qty: fc.oneof(fc.integer(), fc.string()) })));
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          date: fc.oneof(fc.string(), fc.constantFrom("2026-11-24", "2026-02-30", "9999-12-31", "0000-01-01"), fc.integer()),
          timeslot_id: fc.oneof(id, fc.constant(slot.id)),
          court_ids: fc.oneof(fc.array(id), fc.jsonValue()),
          addons1: addonList,
          addons2: addonList,
          multiaddons1: fc.oneof(fc.jsonValue(), fc.array(fc.record({ date: fc.string(), addons: addonList }))),
          billing: fc.oneof(
            fc.constant(billing),
            fc.jsonValue(),
            fc.record({ name: fc.string(), email: fc.string(), phone: fc.string() }),
          ),
          guest: fc.oneof(fc.boolean(), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await postOrder(c, "tennis", JSON.stringify(payload));
        expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
        expect(typeof res.data?.message).toBe("string");
      }),
      { numRuns: 80 },
    );
  });

  it("answers bad headers, path ids and keys in the contract's shape", async () => {
    const c = t.client();
    const body = orderBody("2026-11-24", 1, [1]);
    const weirdKey = await c.post(apiPaths.orders("tennis"), body, { headers: { "idempotency-key": "ключ-ключ-ключ-ключ" } });
    expect(weirdKey.statusCode).toBe(422);
    expect((await c.get("/api/frontend/orders/not-a-uuid")).statusCode).toBe(404);
    expect((await c.get(`/api/frontend/orders/00000000-0000-4000-8000-000000000000?key=${"x".repeat(500)}`)).statusCode).toBe(
      422,
    );
    const pay = await c.post(apiPaths.demoPay("T-00000000-XXXX"), { key: 42 });
    expect(pay.statusCode).toBe(422);
    expect((await c.post(apiPaths.demoPay("T-00000000-XXXX"), { key: "nope" })).statusCode).toBe(404);
  });
});
