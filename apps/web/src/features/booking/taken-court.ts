import type { DraftCourt } from "../../state/draft-types.ts";

/**
 * The 409 answer names the court someone else took ("Court 2 was just booked…"); this finds
 * it among the draft's courts (the longest matching name, so "Court 1" never shadows
 * "Court 10"). Null when no chosen court is named.
 */
export function takenCourtFrom(messages: readonly string[], courts: readonly DraftCourt[]): DraftCourt | null {
  const named = courts
    .filter((c) => messages.some((m) => new RegExp(`(^|\\W)${escapeRegExp(c.name)}(\\W|$)`).test(m)))
    .sort((a, b) => b.name.length - a.name.length);
  return named[0] ?? null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
