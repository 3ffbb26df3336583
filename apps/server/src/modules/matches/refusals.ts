import type { MatchCategory } from "@courtside/contract";
import { HttpError, worded } from "../../http/http-error.ts";
import type { CategoryProblem } from "./category.ts";
import { type MatchKey, matchWords } from "./i18n.ts";

/** A refusal in the caller's words with a stable code (and its params) for clients that word it themselves. */
export function matchRefusal(status: number, key: MatchKey, code: string, params?: Record<string, string | number>): HttpError {
  return new HttpError(status, worded(matchWords, key, params), undefined, undefined, { code, ...(params ? { params } : {}) });
}

/** The codes of a category refusal: the same for a joiner and for the owner opening the match. */
const CATEGORY_CODES = { unknown: "match_category_unknown", other: "match_category", full: "match_category_full" } as const;

/** Why a member may not join a match of this category, in their words, saying where to put it right. */
export function joinCategoryRefusal(category: MatchCategory, problem: CategoryProblem): HttpError {
  const code = CATEGORY_CODES[problem.kind];
  if (problem.kind === "unknown") return matchRefusal(409, "matches.category.unknown", code, { category });
  if (problem.kind === "other") return matchRefusal(409, "matches.category.other", code, { category, plays_in: problem.playsIn });
  return matchRefusal(409, "matches.category.full", code, { category, plays_in: problem.playsIn, limit: problem.limit });
}

/** Why the owner may not open their booking as a match of this category (they play in it too). */
export function ownerCategoryRefusal(category: MatchCategory, problem: CategoryProblem): HttpError {
  const code = CATEGORY_CODES[problem.kind];
  if (problem.kind === "unknown") return matchRefusal(409, "matches.category.ownerUnknown", code, { category });
  if (problem.kind === "other")
    return matchRefusal(409, "matches.category.ownerOther", code, { category, plays_in: problem.playsIn });
  return matchRefusal(409, "matches.category.ownerFull", code, { category, plays_in: problem.playsIn, limit: problem.limit });
}
