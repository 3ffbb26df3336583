import { adminBookingApiPaths, waitlistPaths } from "@courtside/contract";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, orders, waitlistEntries } from "../src/db/schema.ts";
import { offerFreedCourts, settleOffers } from "../src/modules/waitlist/offers.ts";
import { deskBody, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, memberToken, setRules } from "./support/factories.ts";
import { payDemo } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * A model of one court-slot's waitlist (two courts, three members) against the real app:
 * joins, direct bookings at the desk, cancellations, offer passes, payments, declines,
 * lapses and leaving, in any order. After every step each member's entries and each court's
 * holder match the model: a freed court goes to the first in line that wants it, once.
 */
const DATES = [
  "2026-11-24",
  "2026-11-25",
  "2026-11-26",
  "2026-11-27",
  "2026-11-28",
  "2026-11-29",
  "2026-11-30",
  "2026-12-01",
  "2026-12-02",
  "2026-12-03",
];
const MEMBERS = 3;
const COURTS = 2;

type Op =
  | { kind: "join"; m: number; court: number | null }
  | { kind: "book"; court: number }
  | { kind: "cancel"; court: number }
  | { kind: "offer" }
  | { kind: "pay"; m: number }
  | { kind: "decline"; m: number }
  | { kind: "leave"; m: number }
  | { kind: "lapse" };

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const court = fc.integer({ min: 0, max: COURTS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("join" as const), m: member, court: fc.option(court, { nil: null }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant("book" as const), court }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("cancel" as const), court }), weight: 3 },
  { arbitrary: fc.constant({ kind: "offer" as const }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("pay" as const), m: member }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("decline" as const), m: member }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("leave" as const), m: member }), weight: 1 },
  { arbitrary: fc.constant({ kind: "lapse" as const }), weight: 1 },
);

type Holder = { by: "free" } | { by: "desk"; orderId: string } | { by: "offer" | "paid"; m: number };
type ModelEntry = { m: number; courts: number[]; status: string };
type Model = { courts: Holder[]; entries: ModelEntry[] };

/** The model's offer pass: each free court, in order, to the first waiting entry wanting it. */
function offerPass(model: Model): void {
  model.courts.forEach((holder, c) => {
    if (holder.by !== "free") return;
    const next = model.entries.find((e) => e.status === "waiting" && (e.courts.length === 0 || e.courts.includes(c)));
    if (!next) return;
    next.status = "offered";
    model.courts[c] = { by: "offer", m: next.m };
  });
}

let t: TestContext;
let courtIds: number[];
let run = 0;
const slots = new Map<number, number>();

async function slotAt(index: number): Promise<number> {
  const known = slots.get(index);
  if (known) return known;
  const start = 6 * 60 + 40 * index;
  const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const id = (await createTimeslot(t.app, "tennis", { startTime: hm(start), endTime: hm(start + 40) })).id;
  slots.set(index, id);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { totalDays: 12, offerMinutes: 2, waitlistLimit: 3 });
  courtIds = [];
  for (let i = 0; i < COURTS; i++) courtIds.push((await createCourt(t.app, "tennis")).id);
});
afterAll(() => t.close());

describe("the waitlist, as a model", () => {
  it("matches the model after every step: one offer per freed court, to the first in line", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        // Each run its own court-slot: one of ten dates, one of 24 slots 40 minutes apart; the courts are shared.
        const n = run++;
        const D = DATES[n % DATES.length] as string;
        const slot = await slotAt(Math.floor(n / DATES.length) % 24);
        const staff = await staffSession(t);
        const people: Awaited<ReturnType<typeof memberToken>>[] = [];
        for (let i = 0; i < MEMBERS; i++) people.push(await memberToken(t.app, t.client()));
        const model: Model = { courts: courtIds.map(() => ({ by: "free" })), entries: [] };
        const db = t.app.deps.database.db;
        const mine = async (m: number) =>
          (await t.client().get(waitlistPaths.entries("tennis"), { token: people[m]?.token })).data.entries.filter(
            (e: { date: string; timeslot_id: number }) => e.date === D && e.timeslot_id === slot,
          ) as { id: number; status: string; place: number | null; offer: { payment_link: string } | null }[];
        const live = async (m: number) => (await mine(m)).find((e) => e.status === "waiting" || e.status === "offered");

        for (const step of ops) {
          switch (step.kind) {
            case "join": {
              const res = await t
                .client()
                .post(
                  waitlistPaths.entries("tennis"),
                  { date: D, timeslot_id: slot, ...(step.court === null ? {} : { court_ids: [courtIds[step.court]] }) },
                  { token: people[step.m]?.token },
                );
              const wanted = step.court === null ? courtIds.map((_, i) => i) : [step.court];
              const accepts =
                !model.entries.some((e) => e.m === step.m && (e.status === "waiting" || e.status === "offered")) &&
                wanted.every((c) => model.courts[c]?.by !== "free");
              expect(res.statusCode, res.body).toBe(accepts ? 201 : 409);
              if (accepts) model.entries.push({ m: step.m, courts: step.court === null ? [] : [step.court], status: "waiting" });
              break;
            }
            case "book": {
              const res = await staff.deskBooking("tennis", deskBody(D, slot, [courtIds[step.court] as number]));
              const free = model.courts[step.court]?.by === "free";
              expect(res.statusCode, res.body).toBe(free ? 201 : 409);
              if (free) model.courts[step.court] = { by: "desk", orderId: res.data.order_id };
              break;
            }
            case "cancel": {
              const holder = model.courts[step.court] as Holder;
              if (holder.by !== "desk" && holder.by !== "paid") break;
              const orderId = holder.by === "desk" ? holder.orderId : await paidOrderOn(D, slot, courtIds[step.court] as number);
              const res = await staff.post(adminBookingApiPaths.orderCancel(orderId), { reason: "Model" });
              expect(res.statusCode, res.body).toBe(200);
              model.courts[step.court] = { by: "free" };
              break;
            }
            case "offer":
              await offerFreedCourts(t.app.deps, "tennis", D);
              offerPass(model);
              break;
            case "pay": {
              const entry = model.entries.find((e) => e.m === step.m && e.status === "offered");
              const link = (await live(step.m))?.offer?.payment_link;
              expect(Boolean(link)).toBe(Boolean(entry));
              if (!entry || !link) break;
              expect((await payDemo(t.client(), link)).statusCode).toBe(200);
              entry.status = "booked";
              const c = model.courts.findIndex((h) => h.by === "offer" && h.m === step.m);
              model.courts[c] = { by: "paid", m: step.m };
              break;
            }
            case "decline":
            case "leave": {
              const entry = model.entries.find((e) => e.m === step.m && (e.status === "waiting" || e.status === "offered"));
              const real = await live(step.m);
              expect(real?.status).toBe(entry?.status);
              if (!entry || !real) break;
              // Declining is leaving while offered: the same call.
              const res = await t.client().delete(waitlistPaths.entry("tennis", real.id), { token: people[step.m]?.token });
              expect(res.statusCode, res.body).toBe(200);
              await t.app.deps.background.drain();
              if (entry.status === "offered") {
                entry.status = "declined";
                const c = model.courts.findIndex((h) => h.by === "offer" && h.m === step.m);
                model.courts[c] = { by: "free" };
                offerPass(model);
              } else {
                entry.status = "left";
              }
              break;
            }
            case "lapse":
              t.clock.advance(2 * 60_000 + 1000);
              model.courts.forEach((h, c) => {
                if (h.by !== "offer") return;
                model.courts[c] = { by: "free" };
                const entry = model.entries.find((e) => e.m === h.m && e.status === "offered");
                if (entry) entry.status = "lapsed";
              });
              break;
          }
          await t.app.deps.background.drain();
          await settleOffers(t.app.deps, "tennis", D);
          // Each member's entries, in the order made, and each waiting one's place.
          for (let m = 0; m < MEMBERS; m++) {
            const real = (await mine(m)).sort((x, y) => x.id - y.id);
            const expected = model.entries.filter((e) => e.m === m);
            expect(real.map((e) => e.status)).toEqual(expected.map((e) => e.status));
            for (const e of real.filter((x) => x.status === "waiting")) {
              const line = model.entries.filter((x) => x.status === "waiting");
              expect(e.place).toBe(line.findIndex((x) => x.m === m) + 1);
            }
          }
          // Each court's holder, as the database has it.
          const active = await db
            .select({ courtId: bookings.courtId, orderId: bookings.orderId, status: orders.status, memberId: orders.memberId })
            .from(bookings)
            .innerJoin(orders, eq(orders.id, bookings.orderId))
            .where(and(eq(bookings.date, D), eq(bookings.timeslotId, slot), eq(bookings.active, true)));
          model.courts.forEach((holder, c) => {
            const held = active.filter((a) => a.courtId === courtIds[c]);
            expect(held.length).toBe(holder.by === "free" ? 0 : 1);
            if (holder.by === "desk") expect(held[0]?.orderId).toBe(holder.orderId);
            if (holder.by === "offer" || holder.by === "paid") {
              expect(held[0]).toMatchObject({
                memberId: people[holder.m]?.member.id,
                status: holder.by === "paid" ? "paid" : "pending",
              });
            }
          });
        }
      }),
      { numRuns: 20 },
    );
  });
});

async function paidOrderOn(date: string, slot: number, courtId: number): Promise<string> {
  const [row] = await t.app.deps.database.db
    .select({ orderId: bookings.orderId })
    .from(bookings)
    .innerJoin(waitlistEntries, eq(waitlistEntries.offerOrderId, bookings.orderId))
    .where(and(eq(bookings.date, date), eq(bookings.timeslotId, slot), eq(bookings.courtId, courtId), eq(bookings.active, true)));
  return row?.orderId as string;
}
