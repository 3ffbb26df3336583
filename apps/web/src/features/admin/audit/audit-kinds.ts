import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@courtside/contract";
import type { AuditKind } from "./audit-kind.ts";
import { type AuditContext, actorOf } from "./audit-words.ts";
import { catalogKinds } from "./catalog-kinds.ts";
import { clubKinds } from "./club-kinds.ts";
import { creditKinds } from "./credit-kinds.ts";
import { customerKinds } from "./customer-kinds.ts";
import { membershipKinds } from "./membership-kinds.ts";
import { officeKinds } from "./office-kinds.ts";
import { orderKinds } from "./order-kinds.ts";

/** Every kind the server writes, each in words: one table, so a kind without words does not compile. */
export const auditKinds: Record<AuditAction, AuditKind> = {
  ...orderKinds,
  ...catalogKinds,
  ...officeKinds,
  ...customerKinds,
  ...membershipKinds,
  ...creditKinds,
  ...clubKinds,
};

const isKnown = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/** "Ana (owner) cancelled booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00, refund €18.00". */
export function auditSentence(entry: AuditEntry, ctx: AuditContext): string {
  const says = isKnown(entry.action) ? auditKinds[entry.action].says(entry, ctx) : `made a change (${entry.action})`;
  return `${actorOf(entry)} ${says}`;
}

/** A kind's name for the filter (an unknown one, written by another version, as it is). */
export const auditKindLabel = (action: string) => (isKnown(action) ? auditKinds[action].label : action);

const ENTITY_LABELS: Record<string, string> = {
  order: "Orders",
  court: "Courts",
  timeslot: "Timeslots",
  addon: "Add-ons",
  addon_module: "Add-on modules",
  closure: "Closures",
  rules: "Rules",
  administrator: "Administrators",
  customer: "Customers",
  plan: "Plans",
  credit: "Club credit",
  credit_pack: "Top-up packs",
  membership: "Memberships",
};
export const auditEntityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;
