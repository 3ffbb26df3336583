import { apiPaths, documentApiPaths } from "@courtside/contract";
import { asc, desc, like, sql } from "drizzle-orm";
import { documents, mailOutbox, payments } from "../../src/db/schema.ts";
import type { TestClient } from "./client.ts";
import { createCourt, createTimeslot, orderBody, postOrder } from "./factories.ts";
import type { TestContext } from "./test-app.ts";

/** A guest's tennis booking on `date`, paid on the demo checkout; extra fields go into the order's body. */
export async function paidGuestBooking(t: TestContext, date: string, extra: Record<string, unknown> = {}) {
  const court = await createCourt(t.app, "tennis");
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  const client = t.client();
  const created = await postOrder(client, "tennis", orderBody(date, slot.id, [court.id], extra));
  if (created.statusCode !== 201) throw new Error(`order not created: ${created.body}`);
  const paid = await client.post(apiPaths.demoPay(created.data.inv), { key: created.data.access_key });
  if (paid.statusCode !== 200) throw new Error(`order not paid: ${paid.body}`);
  return { client, order: created.data as { order_id: string; inv: string; access_key: string; total: number } };
}

/** The order's documents as its guest sees them (with the access key). */
export async function guestDocuments(client: TestClient, order: { order_id: string; access_key: string }) {
  const res = await client.get(`${documentApiPaths.orderDocuments("tennis", order.order_id)}?key=${order.access_key}`);
  if (res.statusCode !== 200) throw new Error(`documents not listed: ${res.body}`);
  return res.data as { code: string; kind: string; total: number; base: number; vat: number; refers_to: string | null }[];
}

/**
 * The invariants every test ends on: one document per payment, and per series and year the
 * numbers 1..n, each once.
 */
export async function numbering(t: TestContext) {
  const db = t.app.deps.database.db;
  const [counts] = await db
    .select({
      payments: sql<number>`(select count(*)::int from ${payments})`,
      documents: sql<number>`(select count(*)::int from ${documents})`,
    })
    .from(sql`(select 1) as one`);
  const rows = await db
    .select({ series: documents.series, year: documents.year, number: documents.number })
    .from(documents)
    .orderBy(asc(documents.series), asc(documents.year), asc(documents.number));
  const bySeries = new Map<string, number[]>();
  for (const r of rows) {
    const key = `${r.series}-${r.year}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), r.number]);
  }
  const gapless = [...bySeries.values()].every((numbers) => numbers.every((n, i) => n === i + 1));
  return { payments: counts?.payments, documents: counts?.documents, gapless, series: Object.fromEntries(bySeries) };
}

/** The latest mail whose subject names the invoice, once the background work (mails go after the answer) is done. */
export async function latestMailAbout(t: TestContext, inv: string) {
  await t.app.deps.background.drain();
  const [mail] = await t.app.deps.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${inv}%`))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}
