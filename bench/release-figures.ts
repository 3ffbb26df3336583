/**
 * Issue 13's release rush: 1,000 members and 20 bots (each sending 20 requests a second for the
 * whole window, rotating its court choices) enter a date's release draw for 60 court-slots.
 *
 * - On the running server (one real release): the tennis rules are set so the horizon's last
 *   date is in its draw window now and closes BENCH_RELEASE_WINDOW seconds (default 20) after
 *   the entries start; every answer to an entry is timed (p99 ≤ 500 ms), and once the window
 *   has closed the staff view is read until the draw is completed: every court-slot won once,
 *   nobody above their limit, the record reproduces, and window end → completed (the row is
 *   completed after the last winner's hold is written) ≤ 2 s.
 * - Fairness, on `runDraw` itself (draw.ts, pure): 30 simulated releases with the same kinds
 *   of entries, each with its own seed; the bots' share of wins, mean and standard deviation,
 *   against their share of the people (20 of 1,020).
 */

import { facilityInstant } from "../apps/server/src/facility-time.ts";
import { addDays, grid } from "./grid.ts";
import type { Row } from "./load.ts";
import { addressOf, percentile, request } from "./load.ts";
import type { Figure } from "./order-figures.ts";
import { type BenchMember, call, forgery, ownerSession, registerMembers, xsrfOnce } from "./plan-members.ts";
import {
  BOT_RATE,
  BOTS,
  botPick,
  type Fairness,
  generator,
  memberLists,
  memberPicks,
  RELEASE_MEMBERS,
  simulatedFairness,
  TIMESLOTS,
  WINDOW_SECONDS,
} from "./release-entrants.ts";
import { pagesOpen, pickRules, wallMinute } from "./release-setup.ts";

type Timed = { status: number; ms: number; bot: boolean };

export type ReleaseRush = {
  date: string;
  entries: Timed[];
  statuses: Record<string, number>;
  p99: number;
  membersP99: number;
  botsP99: number;
  cells: number;
  wonOnce: number;
  overLimit: number;
  reproduced: boolean;
  botWins: number;
  wins: number;
  heldCells: number;
  drawMs: number;
  windowSeconds: number;
};

/** (R1–R3) One real release on the running server. `people`: the members (and bots) registered for it. */
export async function releaseRush(base: string, today: string, people: { members: BenchMember[]; bots: BenchMember[] }) {
  const staff = await ownerSession(base);
  const before = await call(base, "GET", "/api/admin/tennis/rules", undefined, staff);
  const totalDays = before.total_days as number;
  const date = addDays(today, totalDays - 1);
  const day = await grid(base, "tennis", date);
  const courts = day.courts.map((c) => c.id);
  const slots = day.timeslots.slice(-TIMESLOTS).map((t) => t.id);
  const free = day.cells.filter((c) => c.status === "available" && slots.includes(c.timeslot_id) && courts.includes(c.court_id));
  if (free.length !== slots.length * courts.length) throw new Error(`${date}: the release's court-slots are not all free`);
  const zone = ((await call(base, "GET", "/api/frontend/rules/single", undefined)) as { timezone: string }).timezone;
  await pagesOpen(base, date, people.members);

  // The date is in its window from now on: it opened at the current minute (release_time) and
  // closes WINDOW_SECONDS after the entries start (a second from now).
  const start = Date.now() + 1000;
  const releaseTime = wallMinute(new Date(), zone);
  const opens = facilityInstant(today, releaseTime, zone).getTime();
  const windowSeconds = Math.ceil((start + WINDOW_SECONDS * 1000 - opens) / 1000);
  const rules = { ...pickRules(before), release_time: releaseTime, release_window_seconds: windowSeconds };
  await call(base, "PUT", "/api/admin/tennis/rules", rules, staff);
  const closes = opens + windowSeconds * 1000;
  try {
    const xsrf = await xsrfOnce(base);
    // Each request sets the person's whole list ("slot:court" indices into the day's slots and courts).
    const enter = async (member: BenchMember, cells: string[], bot: boolean): Promise<Timed> => {
      const court_slots = cells.map((cell) => {
        const [slot, court] = cell.split(":").map(Number);
        return { timeslot_id: slots[slot as number], court_id: courts[court as number] };
      });
      const body = { date, court_slots };
      const sent = performance.now();
      const res = await request(
        `${base}/api/frontend/release-entries`,
        "PUT",
        {
          "content-type": "application/json",
          ...forgery(xsrf),
          authorization: `Bearer ${member.token}`,
          "x-forwarded-for": addressOf(`release-${member.id}`),
        },
        JSON.stringify(body),
      ).catch(() => ({ status: 0, body: "" }));
      if (process.env.BENCH_DEBUG && res.status !== 200 && res.status !== 422) console.log(res.status, res.body);
      return { status: res.status, ms: performance.now() - sent, bot };
    };
    const at = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, start + ms - Date.now())));
    // Entries stop 300 ms before the close, so none arrives after it.
    const span = closes - start - 300;
    const random = generator(4242);
    const sent: Promise<Timed>[] = [];
    for (const member of people.members) {
      const lists = memberLists(memberPicks(random, courts.length));
      // Most members enter in the first seconds: a rush.
      let when = span * 0.8 * random() ** 2;
      for (const list of lists) {
        const t = when;
        sent.push(at(t).then(() => enter(member, list, false)));
        when = Math.min(span, when + 1000 + random() * 2000);
      }
    }
    for (const [b, bot] of people.bots.entries()) {
      const offset = (b / people.bots.length) * (1000 / BOT_RATE);
      for (let k = 0; offset + (k * 1000) / BOT_RATE < span; k++) {
        const t = offset + (k * 1000) / BOT_RATE;
        const pick = botPick(b, k, courts.length);
        sent.push(
          at(t).then(() =>
            enter(
              bot,
              pick.courts.map((c) => `${pick.slot}:${c}`),
              true,
            ),
          ),
        );
      }
    }
    const entries = await Promise.all(sent);

    // The draw: after the window, within the sweep's second and the draw's own time.
    let view: DrawView | null = null;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const answer = (await call(base, "GET", `/api/admin/tennis/release-draws?date=${date}`, undefined, staff)) as DrawView;
      if (answer.draw?.completed_at) {
        view = answer;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!view?.draw?.completed_at) throw new Error(`the release draw of ${date} did not complete within a minute of its end`);
    const draw = view.draw;
    const completedAt = new Date(view.draw.completed_at).getTime();
    const won = draw.results.filter((r) => r.outcome === "won");
    const perCell = new Map<string, number>();
    for (const r of won) perCell.set(`${r.timeslot_id}:${r.court_id}`, (perCell.get(`${r.timeslot_id}:${r.court_id}`) ?? 0) + 1);
    const cells = slots.flatMap((s) => courts.map((c) => `${s}:${c}`));
    const limitOf = new Map(draw.entrants.map((e) => [e.name, e.limit]));
    const winsOf = new Map<string, number>();
    for (const r of won) winsOf.set(r.member_name, (winsOf.get(r.member_name) ?? 0) + 1);
    const botNames = new Set(people.bots.map((b) => b.name));
    const after = await grid(base, "tennis", date);
    const heldCells = after.cells.filter(
      (c) => slots.includes(c.timeslot_id) && courts.includes(c.court_id) && c.status !== "available",
    ).length;
    const count = (list: Timed[]) =>
      Object.fromEntries(
        [...new Set(list.map((e) => e.status))].map((s) => [String(s), list.filter((e) => e.status === s).length]),
      );
    return {
      date,
      entries,
      statuses: count(entries),
      p99: percentile(
        entries.map((e) => e.ms),
        99,
      ),
      membersP99: percentile(
        entries.filter((e) => !e.bot).map((e) => e.ms),
        99,
      ),
      botsP99: percentile(
        entries.filter((e) => e.bot).map((e) => e.ms),
        99,
      ),
      cells: cells.length,
      wonOnce: cells.filter((c) => perCell.get(c) === 1).length,
      overLimit: [...winsOf].filter(([name, n]) => n > (limitOf.get(name) ?? 1)).length,
      reproduced: draw.reproduced,
      botWins: won.filter((r) => botNames.has(r.member_name)).length,
      wins: won.length,
      heldCells,
      drawMs: completedAt - closes,
      windowSeconds,
    } satisfies ReleaseRush;
  } finally {
    // The club's rules as they were: the figures after this one book first come.
    await call(base, "PUT", "/api/admin/tennis/rules", pickRules(before), staff);
  }
}

type DrawView = {
  draw: {
    completed_at: string | null;
    reproduced: boolean;
    entrants: { name: string; limit: number }[];
    results: { timeslot_id: number; court_id: number; member_name: string; outcome: string }[];
  } | null;
};

/** Members and bots for the release, registered before the clock starts. */
export async function releasePeople(base: string): Promise<{ members: BenchMember[]; bots: BenchMember[] }> {
  const members = await registerMembers(base, RELEASE_MEMBERS, { plan: false, concurrency: 4, label: "release" });
  const bots = await registerMembers(base, BOTS, { plan: false, concurrency: 4, label: "bot" });
  return { members, bots };
}

/** R1–R4 as figures, with a row for the entries. */
export async function releaseFigures(
  base: string,
  today: string,
  people: { members: BenchMember[]; bots: BenchMember[] },
): Promise<{ rows: Row[]; figures: Figure[]; rush: ReleaseRush; fairness: Fairness }> {
  const rush = await releaseRush(base, today, people);
  const fairness = await simulatedFairness();
  const statuses = Object.entries(rush.statuses)
    .map(([s, n]) => `${n} × ${s}`)
    .join(", ");
  const seconds = rush.windowSeconds;
  const row: Row = {
    name: `release entries (${rush.entries.length}: ${statuses})`,
    rps: rush.entries.length / WINDOW_SECONDS,
    p50: percentile(
      rush.entries.map((e) => e.ms),
      50,
    ),
    p99: rush.p99,
    errors: rush.statuses["0"] ?? 0,
    non2xx: rush.entries.filter((e) => e.status !== 200).length,
    peakRssMb: Number.NaN,
  };
  // 409 release_draw_closed: sent within the window, handled by the server after its close.
  const late = rush.statuses["409"] ?? 0;
  // A bot is told to slow down (429); a member never is.
  const expected = (e: Timed) => [200, 409, 422].includes(e.status) || (e.bot && e.status === 429);
  const unexpected = rush.entries.filter((e) => !expected(e)).length;
  const slowed = rush.entries.filter((e) => e.bot && e.status === 429).length;
  const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
  return {
    rows: [row],
    rush,
    fairness,
    figures: [
      {
        id: "R1",
        what: `release rush (${people.members.length} members, ${people.bots.length} bots): court-slots won once / held; over limit; reproduces`,
        value: `${rush.wonOnce}/${rush.cells} / ${rush.heldCells}/${rush.cells}; ${rush.overLimit} over; ${rush.reproduced ? "yes" : "NO"} (bots won ${rush.botWins} of ${rush.wins})`,
        target: `${rush.cells}/${rush.cells} / ${rush.cells}/${rush.cells}; 0; yes`,
        met: rush.wonOnce === rush.cells && rush.heldCells === rush.cells && rush.overLimit === 0 && rush.reproduced,
      },
      {
        id: "R2",
        what: `release entries answered, p99 (members; bots at ${BOT_RATE}/s each)`,
        value: `${rush.p99.toFixed(0)} ms (${rush.membersP99.toFixed(0)}; ${rush.botsP99.toFixed(0)}); ${late} too late (409), ${slowed} bots slowed (429), ${unexpected} other`,
        target: "<= 500 ms, 0 other (200/422/409; 429 to bots only)",
        met: rush.p99 <= 500 && unexpected === 0,
      },
      {
        id: "R3",
        what: `window end → draw completed, every hold written (entries over ${WINDOW_SECONDS} s; rule ${seconds} s from the minute)`,
        value: `${(rush.drawMs / 1000).toFixed(2)} s`,
        target: "<= 2 s",
        met: rush.drawMs <= 2000,
      },
      {
        id: "R4",
        what: `bots' share of wins, ${fairness.releases} simulated draws (mean ± SD; people share)`,
        value: `${pct(fairness.mean)} ± ${pct(fairness.sd)} (${fairness.meanWins.toFixed(2)} wins of 60); ${pct(fairness.peopleShare)}`,
        target: `mean <= ${pct(fairness.peopleShare)} + 2 SE (${pct(fairness.peopleShare + 2 * fairness.se)})`,
        met: fairness.mean <= fairness.peopleShare + 2 * fairness.se,
      },
    ],
  };
}
