import type { AuditAction } from "@courtside/contract";
import { t } from "../i18n.ts";
import { type AuditKind, kind } from "./audit-kind.ts";
import { fieldsOf, money, text } from "./audit-words.ts";

type MembershipAction = Extract<AuditAction, `${"plan" | "membership"}.${string}`>;

const aPlan = () => t("admin.audit.plan.aPlan");
const planName = (e: { before: unknown; after: unknown }) =>
  text(fieldsOf(e.after).name) ?? text(fieldsOf(e.before).name) ?? aPlan();

/** "retired", "restored" (put back on sale), or "changed": what a plan update did. */
function planChange(e: { before: unknown; after: unknown }): "retired" | "restored" | "changed" {
  const active = fieldsOf(e.after).active;
  if (active === false) return "retired";
  if (active === true && fieldsOf(e.before).active === false) return "restored";
  return "changed";
}

/** Plans and memberships sold or cancelled by staff, after the actor's name. */
export const membershipKinds: Record<MembershipAction, AuditKind> = {
  "plan.create": kind("admin.audit.plan.create.label", (e) => t("admin.audit.plan.create.says", { name: planName(e) })),
  "plan.update": kind("admin.audit.plan.update.label", (e) =>
    t("admin.audit.plan.update.says", { change: planChange(e), name: planName(e) }),
  ),
  "membership.sell": kind("admin.audit.membership.sell.label", (e, ctx) => {
    const a = fieldsOf(e.after);
    return t("admin.audit.membership.sell.says", {
      plan: text(fieldsOf(a.plan).name) ?? aPlan(),
      member: text(fieldsOf(a.member).name) ?? t("admin.audit.aMember"),
      amount: money(a.amount, ctx),
      inv: text(a.inv) ?? e.entity_id,
    });
  }),
  "membership.cancel": kind("admin.audit.membership.cancel.label", (e, ctx) => {
    const a = fieldsOf(e.after);
    const refunded = typeof a.refunded === "number" && a.refunded > 0;
    return t("admin.audit.membership.cancel.says", {
      inv: text(a.inv) ?? e.entity_id,
      refunded: refunded ? "yes" : "no",
      amount: refunded ? money(a.refunded, ctx, a.currency) : "",
    });
  }),
};
