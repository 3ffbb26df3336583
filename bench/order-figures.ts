/** Figures 4 and 4m: distinct orders by guests, and by plan members against registered players (PostgreSQL). */
import { freeCells } from "./grid.ts";
import { type Cell, CONNECTIONS, type DistinctResult, distinctOrders, type Row } from "./load.ts";
import { addCourts, memberOrders, memberTokens } from "./plan-members.ts";
import type { RunningServer } from "./server.ts";

export type Figure = { id: string; what: string; value: string; target: string; met: boolean | null };

/** Members per kind for figure 4m: each holds at most 4 court-slots unpaid per sport. */
const MEMBERS = 250;
/** Members per kind for the uncounted warm-up slice. */
const WARM_UP_MEMBERS = 60;

/** (4) every free court-slot of the horizon but the rush's, booked once by guests; then (4m). */
export async function orderFigures(
  server: RunningServer,
  today: string,
  rushed: Cell[],
): Promise<{ rows: Row[]; figures: Figure[] }> {
  const taken = new Set(rushed.map(cellKey));
  const cells = await freeCells(server.url, today, (c) => !taken.has(cellKey(c)));
  server.rss.takePeakMb();
  const d = await distinctOrders(server.url, cells, CONNECTIONS);
  const guests = orderRow(`distinct orders (${cells.length} guests)`, d, server.rss.takePeakMb());
  const compared = await planAgainstRegistered(server.url, today);
  const figure: Figure = {
    id: "4",
    what: "distinct orders per second",
    value: `${d.perSecond.toFixed(0)}/s (${d.created} in ${d.seconds.toFixed(1)} s, ${d.failed} failed)`,
    target: ">= 300/s",
    met: d.perSecond >= 300 && d.failed === 0,
  };
  return { rows: [guests, ...compared.rows], figures: [figure, compared.figure] };
}

const cellKey = (c: Cell) => `${c.date}|${c.timeslotId}|${c.courtId}`;

/**
 * (4m) The booking policy's cost per order: the same member order path with a plan's prices
 * and limits and without (registered players), on courts added for it (the guests took every
 * free cell), after a warm-up of each, in ABBA order so neither side gets the warmer server.
 */
async function planAgainstRegistered(base: string, today: string): Promise<{ rows: Row[]; figure: Figure }> {
  const added = { tennis: await addCourts(base, "tennis", 6), padel: await addCourts(base, "padel", 6) };
  const cells = await freeCells(base, today, (c) => added[c.sport].includes(c.courtId));
  const tokens = {
    plan: await memberTokens(base, MEMBERS, { plan: true }),
    registered: await memberTokens(base, MEMBERS, { plan: false }),
  };
  const totals = {
    plan: { created: 0, seconds: 0, failed: 0, p99: 0 },
    registered: { created: 0, seconds: 0, failed: 0, p99: 0 },
  };
  // Ten slices of the cells: one of each kind to warm the server (not counted), then eight in
  // ABBA order (plan, registered, registered, plan, twice), so a drift over the run (a warming
  // JIT, a growing table) weighs on both kinds alike.
  const order: ("plan" | "registered")[] = [
    "plan",
    "registered",
    "registered",
    "plan",
    "plan",
    "registered",
    "registered",
    "plan",
  ];
  const slice = (n: number) => cells.filter((_, i) => i % 10 === n);
  // The warm-up's members are their own: each member's unpaid holds are capped (4 per sport).
  await memberOrders(base, slice(0), await memberTokens(base, WARM_UP_MEMBERS, { plan: true }), CONNECTIONS);
  await memberOrders(base, slice(1), await memberTokens(base, WARM_UP_MEMBERS, { plan: false }), CONNECTIONS);
  for (const [i, kind] of order.entries()) {
    const r = await memberOrders(base, slice(i + 2), tokens[kind], CONNECTIONS);
    totals[kind].created += r.created;
    totals[kind].seconds += r.seconds;
    totals[kind].failed += r.failed;
    totals[kind].p99 = Math.max(totals[kind].p99, r.p99);
  }
  const rate = (k: "plan" | "registered") => totals[k].created / totals[k].seconds;
  const failed = totals.plan.failed + totals.registered.failed;
  const row = (k: "plan" | "registered"): Row => ({
    name: `member orders (${totals[k].created}, ${k})`,
    rps: rate(k),
    p50: Number.NaN,
    p99: totals[k].p99,
    errors: totals[k].failed,
    non2xx: totals[k].failed,
    peakRssMb: Number.NaN,
  });
  return {
    rows: [row("plan"), row("registered")],
    figure: {
      id: "4m",
      what: "orders/s by plan members (plan price and limits) vs registered players",
      value: `${rate("plan").toFixed(0)}/s vs ${rate("registered").toFixed(0)}/s = ${(rate("plan") / rate("registered")).toFixed(2)}× (${failed} failed)`,
      target: ">= 0.9×",
      met: rate("plan") >= 0.9 * rate("registered") && failed === 0,
    },
  };
}

function orderRow(name: string, d: DistinctResult, peakRssMb: number): Row {
  return { name, rps: d.perSecond, p50: d.p50, p99: d.p99, errors: d.failed, non2xx: d.failed, peakRssMb };
}
