import type { Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { placeMemberHold } from "../orders/member-hold.ts";
import { cellOf } from "./draw.ts";

export type HoldAnswer = { attempt: "won"; orderId: string } | { attempt: "taken" | "refused" };

/**
 * A winner's hold (orders/member-hold.ts), with the sport's hold time. The key is one per
 * (draw, member, court-slot), so a draw taken over after a crash finds the hold it already placed.
 */
export async function holdForWinner(
  deps: AppDeps,
  sport: Sport,
  date: string,
  memberId: string,
  cell: string,
): Promise<HoldAnswer> {
  const answer = await placeMemberHold(deps, {
    sport,
    date,
    ...cellOf(cell),
    memberId,
    key: `release:${sport}:${date}:${memberId}:${cell}`,
    reach: "release-draw",
  });
  return answer.attempt === "placed" ? { attempt: "won", orderId: answer.orderId } : answer;
}
