import { apiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema.ts";
import { addDays, facilityToday } from "../src/facility-time.ts";
import { createCourt, createTimeslot, orderBody, postOrder, setRules } from "./support/factories.ts";
import { freePort } from "./support/server-process.ts";
import { startSmtpSink } from "./support/smtp-sink.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * The mail host is down while orders are paid. test/mail.test.ts already proves the outbox
 * retries a message the host refused (a reset mail); this file is about the paid-order path
 * end to end, with nothing listening at SMTP_URL at all (connection refused). It would catch:
 * - a payment that fails, or an order that is not paid, because its confirmation could not go;
 * - a confirmation lost for good (never stored, or not retried once the host is back);
 * - a confirmation sent twice: by the retry sweep of two instances at once, or by the sweep
 *   picking up a message whose first delivery is still talking to a slow host.
 */
let t: TestContext;
let date: string;
let smtpPort: number;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | null = null;
beforeAll(async () => {
  smtpPort = await freePort();
  // The clock starts at the real time, as the database's own now() does: the outbox's timing
  // (due, claimed) compares the two, and the slow-host race only shows when they agree.
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, FACILITY_TIMEZONE: "Europe/Madrid" }, { now: new Date() });
  date = addDays(facilityToday(t.clock.now(), "Europe/Madrid"), 2);
  await setRules(t.app, "tennis", { holdMinutes: 15 });
});
afterEach(async () => {
  await sink?.close();
  sink = null;
});
afterAll(() => t.close());

async function paidOrder(email: string) {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  const body = orderBody(date, slot.id, [court.id], { billing: { name: "Gina", email, phone: "+34 600 111 222" } });
  const created = await postOrder(t.client(), "tennis", body);
  expect(created.statusCode).toBe(201);
  const paid = await t.client().post(apiPaths.demoPay(created.data.inv), { key: created.data.access_key });
  expect(paid.statusCode).toBe(200);
  expect(paid.data.status).toBe("paid");
  return created.data as { inv: string; order_id: string; access_key: string };
}

const outboxFor = (email: string) => t.app.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const confirmationsOf = (inv: string) => (sink?.received ?? []).filter((m) => m.text.includes(inv));

describe("paid orders while the mail host is down", () => {
  it("stay paid; the confirmation waits in the outbox and arrives exactly once when the host is back", async () => {
    const email = "down@example.test";
    const order = await paidOrder(email);
    await t.app.deps.background.drain(); // the first delivery attempt: connection refused
    const stillPaid = await t.client().get(`${apiPaths.order("tennis", order.order_id)}?key=${order.access_key}`);
    expect(stillPaid.data.status).toBe("paid");
    const [waiting] = await outboxFor(email);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await t.app.deps.mailer.deliverDue()).toBe(0); // still down, not due: nothing happens

    sink = await startSmtpSink({ port: smtpPort });
    t.clock.advance(60_000); // past the back-off
    // Two instances' sweeps fire together (the same database, two sweeps): one sends it.
    const [first, second] = await Promise.all([t.app.deps.mailer.deliverDue(), t.app.deps.mailer.deliverDue()]);
    expect(first + second).toBe(1);
    expect(await t.app.deps.mailer.deliverDue()).toBe(0);
    expect(confirmationsOf(order.inv)).toHaveLength(1);
    expect(confirmationsOf(order.inv)[0]?.to).toEqual([email]);
    expect(confirmationsOf(order.inv)[0]?.raw).toContain(`${order.inv}.ics`);
    const [sent] = await outboxFor(email);
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("is not sent twice when the sweep runs while the first delivery is still talking to a slow host", async () => {
    sink = await startSmtpSink({ port: smtpPort, delayMs: 400 });
    const email = "slow@example.test";
    const order = await paidOrder(email);
    const deadline = Date.now() + 5000;
    while (sink.arriving() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(sink.arriving()).toBe(1); // the first attempt is in flight now
    t.clock.advance(2000); // the sweep's next tick, while the host still has not answered
    expect(await t.app.deps.mailer.deliverDue()).toBe(0);
    await t.app.deps.background.drain();
    expect(confirmationsOf(order.inv)).toHaveLength(1);
    expect((await outboxFor(email))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });
});
