/**
 * Who enters issue 13's release rush and what they enter for: members (one or two timeslots,
 * a few courts or any) and bots (one court-slot per request, rotating across the day), and the
 * fairness figure (R4) from 30 releases drawn by `runDraw` itself (draw.ts, pure) with the
 * entries the server would keep: each person's entries are the list they last set (a member's
 * second request carries their first pick too, as the web app sends it), and a bot's are its
 * last list before the change cap.
 */

import { mulberry32, runDraw } from "../apps/server/src/modules/release/draw.ts";
import { RELEASE_MAX_CHANGES, RELEASE_MAX_ENTRIES } from "../packages/contract/src/release.ts";

export const RELEASE_MEMBERS = Number(process.env.BENCH_RELEASE_MEMBERS ?? 1000);
export const BOTS = Number(process.env.BENCH_RELEASE_BOTS ?? 20);
export const BOT_RATE = 20;
/** Seconds from the first entry to the window's end. */
export const WINDOW_SECONDS = Number(process.env.BENCH_RELEASE_WINDOW ?? 20);
/** 10 timeslots × 6 tennis courts. */
export const TIMESLOTS = 10;
const SIMULATED_RELEASES = 30;

/** One request a person sends: court-slots of one timeslot, in order of preference (indices into the slots and courts). */
export type Pick = { slot: number; courts: number[] };
/** The bench's own choices come from the draw's generator, seeded apart from any draw. */
export const generator = mulberry32;

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * What a member sends: one timeslot (the last four, the evening, three times as likely as the
 * others); four in ten take any court of it (all of them, in their own order), the rest one
 * to three courts; three in ten then add one or two courts of a second timeslot.
 */
export function memberPicks(random: () => number, courts: number): Pick[] {
  const weights = Array.from({ length: TIMESLOTS }, (_, i) => (i >= TIMESLOTS - 4 ? 3 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const slotOf = () => {
    let r = random() * total;
    for (const [i, w] of weights.entries()) {
      r -= w;
      if (r < 0) return i;
    }
    return TIMESLOTS - 1;
  };
  const all = Array.from({ length: courts }, (_, i) => i);
  const first = slotOf();
  const picks: Pick[] = [
    { slot: first, courts: shuffle(all, random).slice(0, random() < 0.4 ? courts : 1 + Math.floor(random() * 3)) },
  ];
  if (random() < 0.3) {
    let second = slotOf();
    if (second === first) second = (first + 1) % TIMESLOTS;
    picks.push({ slot: second, courts: shuffle(all, random).slice(0, 1 + Math.floor(random() * 2)) });
  }
  return picks;
}

/** A bot's k-th request: one court-slot, rotating over all of them from its own start. */
export const botPick = (bot: number, k: number, courts: number): Pick => {
  const cell = (bot * 7 + k * 11) % (TIMESLOTS * courts);
  return { slot: Math.floor(cell / courts), courts: [cell % courts] };
};

/**
 * The lists a member's client sends, one per pick: the court-slots so far plus the pick's, each
 * once. A pick that would pass the most entries is not sent (the page does not let it).
 */
export function memberLists(picks: Pick[]): string[][] {
  const lists: string[][] = [];
  let cells: string[] = [];
  for (const p of picks) {
    const fresh = p.courts.map((c) => `${p.slot}:${c}`).filter((c) => !cells.includes(c));
    if (cells.length + fresh.length > RELEASE_MAX_ENTRIES) continue;
    cells = [...cells, ...fresh];
    lists.push(cells);
  }
  return lists;
}

/** A bot's entries at the end: its list of the last change the server counted (each request's list differs from the one before). */
function botEntries(bot: number, courts: number): string[] {
  const last = botPick(bot, RELEASE_MAX_CHANGES - 1, courts);
  return last.courts.map((c) => `${last.slot}:${c}`);
}

export type Fairness = { releases: number; peopleShare: number; mean: number; sd: number; se: number; meanWins: number };

/** (R4) 30 releases drawn by `runDraw` with these kinds of entries: the bots' share of the wins. */
export async function simulatedFairness(members = RELEASE_MEMBERS, bots = BOTS, courts = 6): Promise<Fairness> {
  const shares: number[] = [];
  const botWins: number[] = [];
  for (let release = 1; release <= SIMULATED_RELEASES; release++) {
    const random = generator(release * 7919);
    const entries: { memberId: string; cell: string; preference: number }[] = [];
    const people: string[] = [];
    const enter = (id: string, cells: string[]) => {
      people.push(id);
      for (const [i, cell] of cells.entries()) entries.push({ memberId: id, cell, preference: i + 1 });
    };
    for (let m = 0; m < members; m++) enter(`member-${release}-${m}`, memberLists(memberPicks(random, courts)).at(-1) ?? []);
    for (let b = 0; b < bots; b++) enter(`bot-${release}-${b}`, botEntries(b, courts));
    const seed = Math.floor(random() * 2 ** 31);
    const results = await runDraw(
      entries,
      people.map((memberId) => ({ memberId, limit: 1 })),
      seed,
      () => "won",
    );
    const won = results.filter((r) => r.outcome === "won");
    const byBots = won.filter((r) => r.memberId.startsWith("bot-")).length;
    botWins.push(byBots);
    shares.push(byBots / won.length);
  }
  const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
  const sd = Math.sqrt(shares.reduce((a, s) => a + (s - mean) ** 2, 0) / (shares.length - 1));
  return {
    releases: shares.length,
    peopleShare: bots / (members + bots),
    mean,
    sd,
    se: sd / Math.sqrt(shares.length),
    meanWins: botWins.reduce((a, b) => a + b, 0) / botWins.length,
  };
}
