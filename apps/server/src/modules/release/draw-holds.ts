import type { Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { withdrawMemberHold } from "../orders/member-hold.ts";
import { type Attempt, type Entrant, type Entry, type Result, runDraw } from "./draw.ts";
import { type HoldAnswer, holdForWinner } from "./winner-hold.ts";

/** Winners' holds placed at once: enough to overlap their round trips, few enough for two cores. */
const HOLDS_AT_ONCE = 6;

export type HeldDraw = { results: Result[]; orderOf: Map<string, string> };

const attemptKey = (memberId: string, cell: string) => `${memberId}|${cell}`;

/**
 * Runs a claimed draw and places its winners' holds. One hold after another would take the
 * draw past its 2 s (issue #13, R3), so the draw is first run dry, as if every hold were
 * placed, and those winners' holds are placed several at once. When every one is placed, the
 * dry run is the draw: each attempt answered as it would have one at a time (a hold placed
 * beside others is refused no less often than alone). When any is not (a court-slot booked
 * outside the draw, a member's limits), the speculation is withdrawn and the draw runs one
 * hold at a time, under keys of its own, as a takeover after a crash in between also does.
 */
export async function drawWithHolds(
  deps: AppDeps,
  sport: Sport,
  date: string,
  claim: { entries: Entry[]; entrants: Entrant[]; seed: number },
): Promise<HeldDraw> {
  return drawTogether(claim, {
    place: (memberId, cell, pass) => holdForWinner(deps, { sport, date, memberId, cell, pass }),
    withdraw: (orderId) => withdrawMemberHold(deps, orderId),
  });
}

/** Where the draw's holds go: placed (by member, court-slot and pass) and withdrawn (false when it stands, paid meanwhile). */
export type DrawHolds = {
  place: (memberId: string, cell: string, pass: "together" | "one-by-one") => Promise<HoldAnswer>;
  withdraw: (orderId: string) => Promise<boolean>;
};

/** drawWithHolds with its holds given: the procedure, which the model test runs against a pretend club. */
export async function drawTogether(
  claim: { entries: Entry[]; entrants: Entrant[]; seed: number },
  holds: DrawHolds,
): Promise<HeldDraw> {
  const dry = await runDraw(claim.entries, claim.entrants, claim.seed, () => "won");
  const planned = dry.filter((r) => r.outcome === "won");
  const placed = new Map<string, string>();
  let allPlaced = true;
  await eachAtMost(planned, HOLDS_AT_ONCE, async ({ memberId, cell }) => {
    const answer = await holds.place(memberId, cell, "together");
    if (answer.attempt === "won") placed.set(attemptKey(memberId, cell), answer.orderId);
    else allPlaced = false;
  });
  if (allPlaced) return { results: dry, orderOf: placed };

  // A hold paid in the moment before it could be withdrawn stands, and is that attempt's answer.
  const standing = new Map<string, string>();
  for (const [key, orderId] of placed) if (!(await holds.withdraw(orderId))) standing.set(key, orderId);
  const orderOf = new Map<string, string>();
  const results = await runDraw(claim.entries, claim.entrants, claim.seed, async (memberId, cell): Promise<Attempt> => {
    const key = attemptKey(memberId, cell);
    const paid = standing.get(key);
    const answer: HoldAnswer = paid ? { attempt: "won", orderId: paid } : await holds.place(memberId, cell, "one-by-one");
    if (answer.attempt === "won") orderOf.set(key, answer.orderId);
    return answer.attempt;
  });
  return { results, orderOf };
}

/** Runs `work` on every item, at most `limit` at a time, starting them in the items' order. */
async function eachAtMost<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
