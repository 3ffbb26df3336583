import type { Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { placeMemberHold } from "../orders/member-hold.ts";
import { cellOf } from "./draw.ts";

export type HoldAnswer = { attempt: "won"; orderId: string } | { attempt: "taken" | "refused" };

/** One attempt of a draw: `together`, the winners' holds placed at once; `one-by-one`, the draw run hold by hold after those were withdrawn. */
export type WinnerAttempt = { sport: Sport; date: string; memberId: string; cell: string; pass: "together" | "one-by-one" };

/**
 * A winner's hold (orders/member-hold.ts), with the sport's hold time. The key is one per
 * (draw, pass, member, court-slot), so a draw taken over after a crash finds the hold it already
 * placed, and a withdrawn one is never taken for a hold.
 */
export async function holdForWinner(deps: AppDeps, { sport, date, memberId, cell, pass }: WinnerAttempt): Promise<HoldAnswer> {
  const answer = await placeMemberHold(deps, {
    sport,
    date,
    ...cellOf(cell),
    memberId,
    key: `release:${sport}:${date}:${memberId}:${cell}${pass === "together" ? "" : ":one-by-one"}`,
    reach: "release-draw",
  });
  return answer.attempt === "placed" ? { attempt: "won", orderId: answer.orderId } : answer;
}
