import type { AuditAction } from "@courtside/contract";
import type { AuditKind } from "./audit-kind.ts";
import { amount, changed, type FieldWords, fieldsOf, money, moneyOrNone, offered, text, when } from "./audit-words.ts";

type CatalogAction = Extract<AuditAction, `${"court" | "timeslot" | "addon" | "addon_module" | "closure"}.${string}`>;

const courtWords: FieldWords = {
  name: { label: "name" },
  surface: { label: "surface" },
  indoor: { label: "", show: (v) => (v ? "indoor" : "outdoor") },
  active: { label: "", show: offered },
};
const slotWords: FieldWords = {
  start: { label: "start" },
  end: { label: "end" },
  price_member: { label: "member price", show: moneyOrNone("none") },
  price_guest: { label: "guest price", show: moneyOrNone("none") },
  weekend_price_member: { label: "weekend member price", show: moneyOrNone("the weekday price") },
  weekend_price_guest: { label: "weekend guest price", show: moneyOrNone("the weekday price") },
  active: { label: "", show: offered },
};
const addonWords: FieldWords = {
  name: { label: "name" },
  price: { label: "price", show: moneyOrNone("none") },
  group: { label: "group" },
  module: { label: "kind", show: (v) => (v === "multi-addons" ? "multi-add-on" : "add-on") },
  stock: { label: "stock", show: (v) => (amount(v) === undefined ? "unlimited" : String(v)) },
  active: { label: "", show: offered },
};
const moduleWords: FieldWords = {
  name: { label: "name" },
  description: { label: "description" },
  active: { label: "", show: offered },
};

/** The record's name as it is after the change (or was, for a removal). */
const nameOf = (e: { before: unknown; after: unknown }) => text(fieldsOf(e.after).name) ?? text(fieldsOf(e.before).name) ?? "";
const slotOf = (e: { before: unknown; after: unknown }) => {
  const slot = { ...fieldsOf(e.before), ...fieldsOf(e.after) };
  return `${text(slot.start) ?? ""}–${text(slot.end) ?? ""}`;
};
const closureOf = (record: unknown) => {
  const c = fieldsOf(record);
  const court = text(c.court_name) ?? "all courts";
  return `${court} from ${when(c.start_date, c.start_time)} to ${when(c.end_date, c.end_time)} (${text(c.reason) ?? "no reason"})`;
};

/** What staff did to the catalog and closures, after the actor's name. */
export const catalogKinds: Record<CatalogAction, AuditKind> = {
  "court.create": {
    label: "Added a court",
    says: (e) => {
      const c = fieldsOf(e.after);
      return `added court ${nameOf(e)} (${text(c.surface) ?? "no surface"}, ${c.indoor ? "indoor" : "outdoor"})`;
    },
  },
  "court.update": { label: "Changed a court", says: (e, ctx) => changed(`court ${nameOf(e)}`, e, courtWords, ctx) },
  "court.deactivate": { label: "Deactivated a court", says: (e) => `deactivated court ${nameOf(e)}: it is no longer offered` },
  "court.reorder": { label: "Reordered the courts", says: (e) => `reordered the ${e.entity_id} courts` },
  "timeslot.create": {
    label: "Added a timeslot",
    says: (e, ctx) => {
      const s = fieldsOf(e.after);
      return `added timeslot ${slotOf(e)} (member ${money(s.price_member, ctx)}, guest ${money(s.price_guest, ctx)})`;
    },
  },
  "timeslot.update": { label: "Changed a timeslot", says: (e, ctx) => changed(`timeslot ${slotOf(e)}`, e, slotWords, ctx) },
  "timeslot.deactivate": {
    label: "Deactivated a timeslot",
    says: (e) => `deactivated timeslot ${slotOf(e)}: it is no longer offered`,
  },
  "addon.create": {
    label: "Added an add-on",
    says: (e, ctx) => `added add-on ${nameOf(e)} (${money(fieldsOf(e.after).price, ctx)})`,
  },
  "addon.update": { label: "Changed an add-on", says: (e, ctx) => changed(`add-on ${nameOf(e)}`, e, addonWords, ctx) },
  "addon.deactivate": {
    label: "Deactivated an add-on",
    says: (e) => `deactivated add-on ${nameOf(e)}: it is no longer offered`,
  },
  "addon_module.create": { label: "Added an add-on module", says: (e) => `added add-on module ${nameOf(e)}` },
  "addon_module.update": {
    label: "Changed an add-on module",
    says: (e, ctx) => changed(`add-on module ${nameOf(e)}`, e, moduleWords, ctx),
  },
  "addon_module.deactivate": {
    label: "Deactivated an add-on module",
    says: (e) => `deactivated add-on module ${nameOf(e)}: it is no longer offered`,
  },
  "closure.create": { label: "Closed courts", says: (e) => `closed ${closureOf(e.after)}` },
  "closure.delete": {
    label: "Deleted a closure",
    says: (e) => `deleted the closure of ${closureOf(e.before)}: it is open again`,
  },
};
