import type { AuditAction } from "@courtside/contract";
import { listOf } from "../../../lib/format.ts";
import { t } from "../i18n.ts";
import { type AuditKind, kind } from "./audit-kind.ts";
import { bookingOf, fieldsOf, text } from "./audit-words.ts";

type ResultAction = Extract<AuditAction, `result.${string}`>;

/** A side's names as stored ("Maya and Lucía"); anything else, as nobody. */
const sideOf = (value: unknown) => listOf(Array.isArray(value) ? value.filter((n): n is string => typeof n === "string") : []);

/** What staff did to match results, after the actor's name. */
export const resultKinds: Record<ResultAction, AuditKind> = {
  "result.settle": kind("admin.audit.result.settle.label", (e) => {
    const after = fieldsOf(e.after);
    const winnerA = after.winner !== "b";
    const score = text(after.score);
    const disputer = text(fieldsOf(e.before).disputed_by);
    return t("admin.audit.result.settle.says", {
      outcome: after.outcome === "confirm" ? "confirm" : "void",
      ...bookingOf(e),
      winners: sideOf(winnerA ? after.team_a : after.team_b),
      losers: sideOf(winnerA ? after.team_b : after.team_a),
      hasScore: score ? "yes" : "no",
      score: score ?? "",
      hasDisputer: disputer ? "yes" : "no",
      disputer: disputer ?? "",
      reason: text(after.reason) ?? "",
    });
  }),
};
