/**
 * Issue 13's waitlist figure: 200 booked court-slots with 5 members waiting for each (1,000
 * entries), the 200 bookings cancelled by staff within one second; then exactly 200 offers,
 * each to the first in line for its court-slot, within 1 s of the last cancel.
 *
 * Everything goes through the API, so both databases run it alike: desk bookings (pay later)
 * take the court-slots, members join the lines (POST …/waitlist, one court each, five rounds
 * so the line order is the rounds'), and the staff view of each date's lines
 * (GET /api/admin/tennis/waitlist) says who is first before the cancels and who was offered
 * after them. It is read every 25 ms until 200 offers with their hold (offer_inv) show, then
 * once more a second later: still exactly 200.
 */
import { addDays, freeCells } from "./grid.ts";
import { addressOf, type Cell, percentile, type Row, request } from "./load.ts";
import type { Figure } from "./order-figures.ts";
import { type BenchMember, call, forgery, ownerSession, xsrfOnce } from "./plan-members.ts";

export const WAITLIST_CELLS = Number(process.env.BENCH_WAITLIST_CELLS ?? 200);
const IN_LINE = 5;
const POLL_MS = 25;

type StaffLines = {
  date: string;
  slots: {
    timeslot_id: number;
    entries: {
      id: number;
      member_id: string;
      courts: { id: number; name: string }[];
      status: "waiting" | "offered";
      offer_inv: string | null;
      offer_court_name: string | null;
    }[];
  }[];
};

export type WaitlistResult = {
  cells: number;
  waiting: number;
  /** First cancel sent → last cancel sent, and → last cancel answered. */
  cancelSentMs: number;
  cancelSpanMs: number;
  cancelP99: number;
  cancelFailed: number;
  offers: number;
  offersAfterASecond: number;
  rightPerson: number;
  /** From the last cancel sent to the poll that saw the last offer; null: not all within 15 s. */
  lastOfferMs: number | null;
  firstCancelToLastOfferMs: number | null;
};

/** Runs on tennis court-slots from day +2 on, skipping `avoid` (the release's date). */
export async function waitlistRush(
  base: string,
  today: string,
  members: BenchMember[],
  avoid: string[] = [],
): Promise<WaitlistResult> {
  if (members.length * 3 < WAITLIST_CELLS * IN_LINE) throw new Error("too few members: each may wait for 3 court-slots");
  const staff = await ownerSession(base);
  const from = addDays(today, 2);
  const cells = (await freeCells(base, today, (c) => c.sport === "tennis" && c.date >= from && !avoid.includes(c.date))).slice(
    0,
    WAITLIST_CELLS,
  );
  if (cells.length < WAITLIST_CELLS) throw new Error(`only ${cells.length} free tennis court-slots for the waitlist`);

  // Taken at the desk, pay later: courts kept until cancelled.
  const orders = await inParallel(cells, 10, async (cell, i) => {
    const body = {
      date: cell.date,
      timeslot_id: cell.timeslotId,
      court_ids: [cell.courtId],
      addons1: [],
      addons2: [],
      customer: {
        guest: { name: `Bench Desk ${i}`, email: `bench-desk-${process.pid}-${i}@example.test`, phone: "+34 600 111 222" },
      },
      payment: "pay_later",
    };
    const key = { ...staff, "idempotency-key": `bench-desk-${process.pid}-${i}-${Date.now()}` };
    return (await call(base, "POST", "/api/admin/tennis/bookings", body, key)).order_id as string;
  });

  // Five rounds of joins, so each court-slot's line is round 0 first.
  const xsrf = await xsrfOnce(base);
  let used = 0;
  for (let round = 0; round < IN_LINE; round++) {
    await inParallel(cells, 20, async (cell) => {
      const member = members[used++ % members.length] as BenchMember;
      const res = await request(
        `${base}/api/frontend/waitlist`,
        "POST",
        {
          "content-type": "application/json",
          ...forgery(xsrf),
          authorization: `Bearer ${member.token}`,
          "x-forwarded-for": addressOf(`waitlist-${member.id}`),
        },
        JSON.stringify({ date: cell.date, timeslot_id: cell.timeslotId, court_ids: [cell.courtId] }),
      );
      if (res.status >= 300) throw new Error(`joining the waitlist answered ${res.status}: ${res.body}`);
    });
  }
  const dates = [...new Set(cells.map((c) => c.date))];
  const lines = async () =>
    Promise.all(
      dates.map(
        async (date) => (await call(base, "GET", `/api/admin/tennis/waitlist?date=${date}`, undefined, staff)) as StaffLines,
      ),
    );
  // Who is first for each court-slot: line order is the staff view's order (created_at, id).
  const firstOf = new Map<string, number>();
  let waiting = 0;
  for (const day of await lines()) {
    for (const slot of day.slots) {
      for (const entry of slot.entries) {
        waiting++;
        for (const court of entry.courts) {
          const key = `${day.date}|${slot.timeslot_id}|${court.id}`;
          if (!firstOf.has(key)) firstOf.set(key, entry.id);
        }
      }
    }
  }
  const expected = new Set(cells.map((c) => firstOf.get(cellKey(c))));

  // The 200 cancels, spread over one second (not waiting for each other).
  const started = performance.now();
  const answers = await Promise.all(
    orders.map(async (orderId, i) => {
      await new Promise((r) => setTimeout(r, (i * 1000) / orders.length));
      const sent = performance.now();
      const res = await request(
        `${base}/api/admin/orders/${orderId}/cancel`,
        "POST",
        { "content-type": "application/json", ...forgery(xsrf), ...staff },
        JSON.stringify({ refund: false }),
      ).catch(() => ({ status: 0, body: "" }));
      if (process.env.BENCH_DEBUG && res.status !== 200) console.log(res.status, res.body);
      return { status: res.status, ms: performance.now() - sent, sent, at: performance.now() };
    }),
  );
  // The clock runs from the last cancel SENT (its answer may wait behind the offers being placed).
  const lastSent = Math.max(...answers.map((a) => a.sent));
  const lastAnswer = Math.max(...answers.map((a) => a.at));
  const offered = (days: StaffLines[]) =>
    days.flatMap((d) => d.slots.flatMap((s) => s.entries.filter((e) => e.status === "offered" && e.offer_inv !== null)));
  let seen: number | null = null;
  let offers = 0;
  for (const deadline = performance.now() + 15_000; performance.now() < deadline; ) {
    const polled = performance.now();
    offers = offered(await lines()).length;
    if (offers >= cells.length) {
      // The poll's own read began at `polled`: the offers were all there by then at the latest.
      seen = polled;
      break;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const settled = offered(await lines());
  return {
    cells: cells.length,
    waiting,
    cancelSentMs: lastSent - started,
    cancelSpanMs: lastAnswer - started,
    cancelP99: percentile(
      answers.map((a) => a.ms),
      99,
    ),
    cancelFailed: answers.filter((a) => a.status !== 200).length,
    offers,
    offersAfterASecond: settled.length,
    rightPerson: settled.filter((e) => expected.has(e.id)).length,
    lastOfferMs: seen === null ? null : Math.max(0, seen - lastSent),
    firstCancelToLastOfferMs: seen === null ? null : seen - started,
  };
}

const cellKey = (c: Cell) => `${c.date}|${c.timeslotId}|${c.courtId}`;

async function inParallel<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i] as T, i);
      }
    }),
  );
  return out;
}

/** W as a figure, with a row for the cancels. */
export async function waitlistFigures(
  base: string,
  today: string,
  members: BenchMember[],
  avoid: string[] = [],
): Promise<{ rows: Row[]; figures: Figure[]; result: WaitlistResult }> {
  const w = await waitlistRush(base, today, members, avoid);
  const ms = (x: number | null) => (x === null ? "not within 15 s" : `${(x / 1000).toFixed(2)} s`);
  return {
    result: w,
    rows: [
      {
        name: `waitlist: staff cancels (${w.cells}, ${w.waiting} waiting)`,
        rps: w.cells / (w.cancelSpanMs / 1000),
        p50: Number.NaN,
        p99: w.cancelP99,
        errors: w.cancelFailed,
        non2xx: w.cancelFailed,
        peakRssMb: Number.NaN,
      },
    ],
    figures: [
      {
        id: "W",
        what: `waitlist: ${w.cells} cancels sent in ${(w.cancelSentMs / 1000).toFixed(2)} s (answered in ${(w.cancelSpanMs / 1000).toFixed(2)} s), ${w.waiting} waiting: offers (a second later) / to the first in line; last cancel sent → last offer seen (first cancel →)`,
        value: `${w.offers} (${w.offersAfterASecond}) / ${w.rightPerson}; ${ms(w.lastOfferMs)} (${ms(w.firstCancelToLastOfferMs)})`,
        target: `${w.cells} (${w.cells}) / ${w.cells}; <= 1 s`,
        met:
          w.cancelFailed === 0 &&
          w.offersAfterASecond === w.cells &&
          w.rightPerson === w.cells &&
          w.lastOfferMs !== null &&
          w.lastOfferMs <= 1000,
      },
    ],
  };
}
