import type { AuditAction } from "@courtside/contract";
import { t } from "../i18n.ts";
import { type AuditKind, kind } from "./audit-kind.ts";
import { amount, fieldsOf, money, text } from "./audit-words.ts";

type CreditAction = Extract<AuditAction, `${"credit" | "credit_pack"}.${string}`>;

const packName = (e: { before: unknown; after: unknown }) =>
  text(fieldsOf(e.after).name) ?? text(fieldsOf(e.before).name) ?? t("admin.audit.creditPack.aPack");
const memberOf = (a: Record<string, unknown>) => text(fieldsOf(a.member).name) ?? t("admin.audit.aMember");

/** Club credit staff added or took, after the actor's name: "added €15.00 of credit for Ana Gil (rained off)". */
export const creditKinds: Record<CreditAction, AuditKind> = {
  "credit.adjust": kind("admin.audit.credit.adjust.label", (e, ctx) => {
    const a = fieldsOf(e.after);
    const cents = amount(a.amount) ?? 0;
    return t("admin.audit.credit.adjust.says", {
      direction: cents < 0 ? "took" : "added",
      amount: money(Math.abs(cents), ctx),
      member: memberOf(a),
      reason: text(a.reason) ?? t("admin.audit.noReason"),
      balance: money(a.balance_after, ctx),
    });
  }),
  "credit.topup_sell": kind("admin.audit.credit.topupSell.label", (e, ctx) => {
    const a = fieldsOf(e.after);
    return t("admin.audit.credit.topupSell.says", {
      member: memberOf(a),
      credit: money(a.credit, ctx),
      amount: money(a.amount, ctx),
      inv: text(a.inv) ?? e.entity_id,
    });
  }),
  "credit_pack.create": kind("admin.audit.creditPack.create.label", (e) =>
    t("admin.audit.creditPack.create.says", { name: packName(e) }),
  ),
  "credit_pack.update": kind("admin.audit.creditPack.update.label", (e) =>
    t("admin.audit.creditPack.update.says", {
      retired: fieldsOf(e.after).active === false ? "yes" : "no",
      name: packName(e),
    }),
  ),
};
