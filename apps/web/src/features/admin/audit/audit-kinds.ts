import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@courtside/contract";
import { t } from "../i18n.ts";
import type { AuditKind } from "./audit-kind.ts";
import { type AuditContext, actorOf } from "./audit-words.ts";
import { catalogKinds } from "./catalog-kinds.ts";
import { clubKinds } from "./club-kinds.ts";
import { creditKinds } from "./credit-kinds.ts";
import { customerKinds } from "./customer-kinds.ts";
import { membershipKinds } from "./membership-kinds.ts";
import { officeKinds } from "./office-kinds.ts";
import { orderKinds } from "./order-kinds.ts";
import { resultKinds } from "./result-kinds.ts";

/** Every kind the server writes, each in words: one table, so a kind without words does not compile. */
export const auditKinds: Record<AuditAction, AuditKind> = {
  ...orderKinds,
  ...catalogKinds,
  ...officeKinds,
  ...customerKinds,
  ...membershipKinds,
  ...creditKinds,
  ...clubKinds,
  ...resultKinds,
};

const isKnown = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/** "Ana (owner) cancelled booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00, refund €18.00". */
export function auditSentence(entry: AuditEntry, ctx: AuditContext): string {
  const says = isKnown(entry.action)
    ? auditKinds[entry.action].says(entry, ctx)
    : t("admin.audit.unknown", { action: entry.action });
  return t("admin.audit.sentence", { actor: actorOf(entry), says });
}

/** A kind's name for the filter (an unknown one, written by another version, as it is). */
export const auditKindLabel = (action: string) => (isKnown(action) ? auditKinds[action].label : action);

const ENTITY_LABELS = {
  order: "admin.audit.entity.order",
  court: "admin.audit.entity.court",
  timeslot: "admin.audit.entity.timeslot",
  addon: "admin.audit.entity.addon",
  addon_module: "admin.audit.entity.addonModule",
  closure: "admin.audit.entity.closure",
  rules: "admin.audit.entity.rules",
  administrator: "admin.audit.entity.administrator",
  customer: "admin.audit.entity.customer",
  plan: "admin.audit.entity.plan",
  credit: "admin.audit.entity.credit",
  credit_pack: "admin.audit.entity.creditPack",
  membership: "admin.audit.entity.membership",
} as const satisfies Record<string, Parameters<typeof t>[0]>;
const isEntity = (entity: string): entity is keyof typeof ENTITY_LABELS => Object.hasOwn(ENTITY_LABELS, entity);
/** A kind of record's name for the filter (an unknown one, written by another version, as it is). */
export const auditEntityLabel = (entity: string) => (isEntity(entity) ? t(ENTITY_LABELS[entity]) : entity);
