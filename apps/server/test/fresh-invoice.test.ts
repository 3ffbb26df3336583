import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../src/db/schema.ts";
import { withFreshInvoice } from "../src/modules/orders/fresh-invoice.ts";
import { createCourt, createTimeslot, orderBody, postOrder } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an order written under a fresh invoice number", () => {
  it("draws again when the number is taken, and the caller's transaction keeps what it wrote before", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const first = await postOrder(t.client(), "tennis", orderBody("2026-11-24", slot.id, [court.id]));
    const db = t.app.deps.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, first.data.order_id));
    if (!row) throw new Error("no order");
    const draws = [row.inv, "T-20261122-FRSH"];
    const copyId = "00000000-0000-4000-8000-00000000f5e5";
    const written = await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ total: row.total + 1 })
        .where(eq(orders.id, row.id));
      return withFreshInvoice(
        tx,
        "tennis",
        "2026-11-22",
        async (savepoint, inv) => {
          await savepoint.insert(orders).values({ ...row, id: copyId, inv, idempotencyKey: null });
          return inv;
        },
        () => draws.shift() ?? "T-20261122-LAST",
      );
    });
    expect(written).toBe("T-20261122-FRSH");
    const [kept] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(kept?.total).toBe(row.total + 1);
  });
});
