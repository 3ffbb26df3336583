import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, paymentEvents, payments } from "../src/db/schema.ts";
import { billing, createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { type StripeStandIn, signedEvent, startStripeStandIn, stripeEnv } from "./support/stripe-stand-in.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// A Stripe event is recorded (payment_events) and applied in one transaction: it counts as
// received only once applied, whichever of several deliveries of it does the work.
const tuesday = "2026-11-24";

let stripe: StripeStandIn;
let t: TestContext;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripeEnv(stripe));
  await setRules(t.app, "tennis", { holdMinutes: 15 });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const db = () => t.app.deps.database.db;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const eventRows = (id: string) => db().select().from(paymentEvents).where(eq(paymentEvents.eventId, id));

async function paidEvent(email: string) {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis");
  const res = await postOrder(t.client(), "tennis", orderBody(tuesday, slot.id, [court.id], { billing: { ...billing, email } }));
  expect(res.statusCode).toBe(201);
  const session = stripe.session(res.data.order_id) as Record<string, unknown> & { id: string };
  return { order: res.data, event: signedEvent("checkout.session.completed", stripe.pay(session.id)) };
}

const deliver = (event: { payload: string; signature: string }) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    payload: event.payload,
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
  });

/**
 * The first attempt to mark this order paid fails inside the database (after `delaySeconds`),
 * as an application cut short would; later attempts succeed. A sequence counts the attempts,
 * since it is the one thing a rolled-back transaction does not undo.
 */
async function failFirstPayment(inv: string, delaySeconds = 0) {
  const name = `fail_${inv.replaceAll("-", "_").toLowerCase()}`;
  await db().execute(sql.raw(`create sequence ${name}`));
  await db().execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if nextval('${name}') = 1 then
          perform pg_sleep(${delaySeconds});
          raise exception 'payment application failed (test)';
        end if;
        return new;
      end $$`),
  );
  await db().execute(
    sql.raw(
      `create trigger ${name} before update on orders for each row when (new.inv = '${inv}' and new.status = 'paid') execute function ${name}()`,
    ),
  );
}

async function settledOnce(order: { order_id: string }, eventId: string, email: string) {
  await t.app.deps.background.drain();
  expect((await orderRow(order.order_id))?.status).toBe("paid");
  expect(await db().select().from(payments).where(eq(payments.orderId, order.order_id))).toHaveLength(1);
  expect(await eventRows(eventId)).toHaveLength(1);
  expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(1);
}

describe("POST /api/payments/stripe/webhook: one transaction per event", () => {
  it("rolls the record back when the application fails, so Stripe's retry applies the event", async () => {
    const email = "webhook-retry@example.test";
    const { order, event } = await paidEvent(email);
    await failFirstPayment(order.inv);
    const failed = await deliver(event);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect((await orderRow(order.order_id))?.status).toBe("pending");
    expect(await eventRows(event.id)).toHaveLength(0);

    const retry = await deliver(event);
    expect(retry.statusCode).toBe(200);
    await settledOnce(order, event.id, email);
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("concurrent deliveries of one Stripe event (PostgreSQL)", () => {
  it("acknowledges no duplicate before the event is applied, when the first application fails", async () => {
    const email = "webhook-race-fail@example.test";
    const { order, event } = await paidEvent(email);
    await failFirstPayment(order.inv, 0.6);
    const statusWhenAnswered: Record<number, string | undefined> = {};
    const answer = async (i: number) => {
      const res = await deliver(event);
      if (res.statusCode === 200) statusWhenAnswered[i] = (await orderRow(order.order_id))?.status;
      return res.statusCode;
    };
    const first = answer(0);
    await new Promise((resolve) => setTimeout(resolve, 150)); // the duplicate arrives while the first is applying
    const codes = await Promise.all([first, answer(1)]);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c >= 500)).toHaveLength(1);
    // The delivery that was acknowledged found the order paid: the event was applied, by it.
    expect(Object.values(statusWhenAnswered)).toEqual(["paid"]);
    await settledOnce(order, event.id, email);
  });

  it("applies an event delivered many times at once exactly once", async () => {
    const email = "webhook-race@example.test";
    const { order, event } = await paidEvent(email);
    const codes = await Promise.all(Array.from({ length: 8 }, () => deliver(event).then((r) => r.statusCode)));
    expect(codes).toEqual(Array(8).fill(200));
    await settledOnce(order, event.id, email);
  });
});
