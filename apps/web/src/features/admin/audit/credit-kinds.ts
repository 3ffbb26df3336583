import type { AuditAction } from "@courtside/contract";
import type { AuditKind } from "./audit-kind.ts";
import { amount, fieldsOf, money, text } from "./audit-words.ts";

type CreditAction = Extract<AuditAction, `${"credit" | "credit_pack"}.${string}`>;

const packName = (e: { before: unknown; after: unknown }) =>
  text(fieldsOf(e.after).name) ?? text(fieldsOf(e.before).name) ?? "a top-up pack";

/** Club credit staff added or took, after the actor's name: "added €15.00 of credit for Ana Gil (rained off)". */
export const creditKinds: Record<CreditAction, AuditKind> = {
  "credit.adjust": {
    label: "Adjusted club credit",
    says: (e, ctx) => {
      const a = fieldsOf(e.after);
      const cents = amount(a.amount) ?? 0;
      const member = text(fieldsOf(a.member).name) ?? "a member";
      const verb = cents < 0 ? "took" : "added";
      const way = cents < 0 ? "from" : "for";
      return `${verb} ${money(Math.abs(cents), ctx)} of credit ${way} ${member} (${text(a.reason) ?? "no reason"}), balance ${money(a.balance_after, ctx)}`;
    },
  },
  "credit.topup_sell": {
    label: "Sold a top-up",
    says: (e, ctx) => {
      const a = fieldsOf(e.after);
      const member = text(fieldsOf(a.member).name) ?? "a member";
      return `sold ${member} ${money(a.credit, ctx)} of credit for ${money(a.amount, ctx)} (${text(a.inv) ?? e.entity_id})`;
    },
  },
  "credit_pack.create": { label: "Created a top-up pack", says: (e) => `created the top-up pack ${packName(e)}` },
  "credit_pack.update": {
    label: "Changed a top-up pack",
    says: (e) => `${fieldsOf(e.after).active === false ? "retired" : "changed"} the top-up pack ${packName(e)}`,
  },
};
