import type { AuditAction } from "@courtside/contract";
import { t } from "../i18n.ts";
import { type AuditKind, kind } from "./audit-kind.ts";
import { amount, changed, type FieldWords, fieldsOf, money, moneyOrNone, offered, sportWord, text, when } from "./audit-words.ts";

type CatalogAction = Extract<AuditAction, `${"court" | "timeslot" | "addon" | "addon_module" | "closure"}.${string}`>;

const none = () => t("admin.audit.none");
const weekdayPrice = () => t("admin.audit.field.weekdayPrice");
const indoorOrOutdoor = (indoor: unknown) => t("admin.audit.court.kind", { indoor: indoor ? "yes" : "no" });

const courtWords: FieldWords = {
  name: { label: "admin.audit.field.name" },
  surface: { label: "admin.audit.field.surface" },
  indoor: { show: indoorOrOutdoor },
  active: { show: offered },
};
const slotWords: FieldWords = {
  start: { label: "admin.audit.field.start" },
  end: { label: "admin.audit.field.end" },
  price_member: { label: "admin.audit.field.memberPrice", show: moneyOrNone(none) },
  price_guest: { label: "admin.audit.field.guestPrice", show: moneyOrNone(none) },
  weekend_price_member: { label: "admin.audit.field.weekendMemberPrice", show: moneyOrNone(weekdayPrice) },
  weekend_price_guest: { label: "admin.audit.field.weekendGuestPrice", show: moneyOrNone(weekdayPrice) },
  active: { show: offered },
};
const addonWords: FieldWords = {
  name: { label: "admin.audit.field.name" },
  price: { label: "admin.audit.field.price", show: moneyOrNone(none) },
  group: { label: "admin.audit.field.group" },
  module: {
    label: "admin.audit.field.kind",
    show: (v) => t("admin.audit.addon.module", { module: v === "multi-addons" ? "multi" : "single" }),
  },
  stock: {
    label: "admin.audit.field.stock",
    show: (v) => (amount(v) === undefined ? t("admin.audit.addon.unlimited") : String(v)),
  },
  active: { show: offered },
};
const moduleWords: FieldWords = {
  name: { label: "admin.audit.field.name" },
  description: { label: "admin.audit.field.description" },
  active: { show: offered },
};

/** The record's name as it is after the change (or was, for a removal). */
const nameOf = (e: { before: unknown; after: unknown }) => text(fieldsOf(e.after).name) ?? text(fieldsOf(e.before).name) ?? "";
const slotOf = (e: { before: unknown; after: unknown }) => {
  const slot = { ...fieldsOf(e.before), ...fieldsOf(e.after) };
  return `${text(slot.start) ?? ""}–${text(slot.end) ?? ""}`;
};
const closureOf = (record: unknown) => {
  const c = fieldsOf(record);
  return t("admin.audit.closure.span", {
    court: text(c.court_name) ?? t("admin.audit.closure.allCourts"),
    start: when(c.start_date, c.start_time),
    end: when(c.end_date, c.end_time),
    reason: text(c.reason) ?? t("admin.audit.noReason"),
  });
};

/** What staff did to the catalog and closures, after the actor's name. */
export const catalogKinds: Record<CatalogAction, AuditKind> = {
  "court.create": kind("admin.audit.court.create.label", (e) => {
    const c = fieldsOf(e.after);
    return t("admin.audit.court.create.says", {
      name: nameOf(e),
      surface: text(c.surface) ?? t("admin.audit.court.noSurface"),
      indoor: c.indoor ? "yes" : "no",
    });
  }),
  "court.update": kind("admin.audit.court.update.label", (e, ctx) =>
    changed(t("admin.audit.court.what", { name: nameOf(e) }), e, courtWords, ctx),
  ),
  "court.deactivate": kind("admin.audit.court.deactivate.label", (e) =>
    t("admin.audit.court.deactivate.says", { name: nameOf(e) }),
  ),
  "court.reorder": kind("admin.audit.court.reorder.label", (e) =>
    t("admin.audit.court.reorder.says", { sport: sportWord(e.entity_id) }),
  ),
  "timeslot.create": kind("admin.audit.timeslot.create.label", (e, ctx) => {
    const s = fieldsOf(e.after);
    return t("admin.audit.timeslot.create.says", {
      slot: slotOf(e),
      member: money(s.price_member, ctx),
      guest: money(s.price_guest, ctx),
    });
  }),
  "timeslot.update": kind("admin.audit.timeslot.update.label", (e, ctx) =>
    changed(t("admin.audit.timeslot.what", { slot: slotOf(e) }), e, slotWords, ctx),
  ),
  "timeslot.deactivate": kind("admin.audit.timeslot.deactivate.label", (e) =>
    t("admin.audit.timeslot.deactivate.says", { slot: slotOf(e) }),
  ),
  "addon.create": kind("admin.audit.addon.create.label", (e, ctx) =>
    t("admin.audit.addon.create.says", { name: nameOf(e), price: money(fieldsOf(e.after).price, ctx) }),
  ),
  "addon.update": kind("admin.audit.addon.update.label", (e, ctx) =>
    changed(t("admin.audit.addon.what", { name: nameOf(e) }), e, addonWords, ctx),
  ),
  "addon.deactivate": kind("admin.audit.addon.deactivate.label", (e) =>
    t("admin.audit.addon.deactivate.says", { name: nameOf(e) }),
  ),
  "addon_module.create": kind("admin.audit.addonModule.create.label", (e) =>
    t("admin.audit.addonModule.create.says", { name: nameOf(e) }),
  ),
  "addon_module.update": kind("admin.audit.addonModule.update.label", (e, ctx) =>
    changed(t("admin.audit.addonModule.what", { name: nameOf(e) }), e, moduleWords, ctx),
  ),
  "addon_module.deactivate": kind("admin.audit.addonModule.deactivate.label", (e) =>
    t("admin.audit.addonModule.deactivate.says", { name: nameOf(e) }),
  ),
  "closure.create": kind("admin.audit.closure.create.label", (e) =>
    t("admin.audit.closure.create.says", { closure: closureOf(e.after) }),
  ),
  "closure.delete": kind("admin.audit.closure.delete.label", (e) =>
    t("admin.audit.closure.delete.says", { closure: closureOf(e.before) }),
  ),
};
