import type { AuditAction } from "@courtside/contract";
import type { AuditKind } from "./audit-kind.ts";
import { fieldsOf, money, text } from "./audit-words.ts";

type MembershipAction = Extract<AuditAction, `${"plan" | "membership"}.${string}`>;

const planName = (e: { before: unknown; after: unknown }) =>
  text(fieldsOf(e.after).name) ?? text(fieldsOf(e.before).name) ?? "a plan";

/** "retired", "put back on sale", or "changed": what a plan update did, in words. */
function planChange(e: { before: unknown; after: unknown }): string {
  const active = fieldsOf(e.after).active;
  if (active === false) return "retired";
  if (active === true && fieldsOf(e.before).active === false) return "put back on sale";
  return "changed";
}

/** Plans and memberships sold or cancelled by staff, after the actor's name. */
export const membershipKinds: Record<MembershipAction, AuditKind> = {
  "plan.create": { label: "Created a plan", says: (e) => `created the plan ${planName(e)}` },
  "plan.update": { label: "Changed a plan", says: (e) => `${planChange(e)} the plan ${planName(e)}` },
  "membership.sell": {
    label: "Sold a membership",
    says: (e, ctx) => {
      const a = fieldsOf(e.after);
      const member = text(fieldsOf(a.member).name) ?? "a member";
      const plan = text(fieldsOf(a.plan).name) ?? "a plan";
      return `sold ${plan} to ${member} for ${money(a.amount, ctx)} (${text(a.inv) ?? e.entity_id})`;
    },
  },
  "membership.cancel": {
    label: "Cancelled a membership",
    says: (e, ctx) => {
      const a = fieldsOf(e.after);
      const refunded =
        typeof a.refunded === "number" && a.refunded > 0 ? `refund ${money(a.refunded, ctx, a.currency)}` : "no refund";
      return `cancelled membership ${text(a.inv) ?? e.entity_id}, ${refunded}`;
    },
  },
};
