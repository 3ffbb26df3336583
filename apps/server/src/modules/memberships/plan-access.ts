import type { AdminRole, Sport } from "@courtside/contract";
import { HttpError, worded } from "../../http/http-error.ts";
import { membershipWords } from "./i18n.ts";

export type PlanEditor = { id: string; role: AdminRole; sports: Sport[] };

/**
 * Plans are club-wide, their benefits per sport. An owner changes any plan. A manager changes
 * a plan only when every sport it gives benefits in, before and after the change, is one of
 * theirs: a tennis manager neither sets nor drops padel's benefits, nor reprices or retires
 * a plan padel members hold for padel.
 */
export function assertCoversPlan(editor: PlanEditor, before: { sport: Sport }[], after: { sport: Sport }[] | null): void {
  if (editor.role === "owner") return;
  const touched = [...before, ...(after ?? [])].map((b) => b.sport);
  const outside = touched.find((sport) => !editor.sports.includes(sport));
  if (outside) {
    throw new HttpError(403, worded(membershipWords, "memberships.planOutsideSports", { sport: outside }), undefined, undefined, {
      code: "forbidden",
      params: { sport: outside },
    });
  }
}
