import { ADMIN_ROLE_LABELS, type AdminRole, type AuditAction, sportSettings } from "@courtside/contract";
import type { AuditKind } from "./audit-kind.ts";
import { changed, type FieldWords, fieldsOf, text } from "./audit-words.ts";

type OfficeAction = Extract<AuditAction, `${"rules" | "administrator"}.${string}`>;

const ruleWords: FieldWords = {
  total_days: { label: "booking horizon", show: (v) => `${v} days` },
  hold_minutes: { label: "hold time", show: (v) => `${v} minutes` },
  cancel_hours: { label: "free cancellation", show: (v) => `${v} hours before` },
  max_unpaid_holds: { label: "unpaid holds per player", show: (v) => String(v) },
  no_show_limit: { label: "no-shows that suspend", show: (v) => (v === 0 ? "off" : String(v)) },
  no_show_window_days: { label: "no-show window", show: (v) => `${v} days` },
  no_show_suspension_days: { label: "suspension", show: (v) => `${v} days` },
  release_time: { label: "new dates open at", show: (v) => (v === null ? "midnight" : String(v)) },
  release_window_seconds: { label: "release draw", show: (v) => (v === 0 ? "off (first come)" : `${v} seconds`) },
  waitlist_limit: { label: "waitlist per member", show: (v) => (v === 0 ? "off" : `${v} court-slots`) },
  offer_minutes: { label: "waitlist offer time", show: (v) => `${v} minutes` },
  reminder_time: { label: "reminder mails at", show: (v) => (v === null ? "off" : String(v)) },
};

const sportLabel = (sport: unknown) =>
  typeof sport === "string" && sport in sportSettings
    ? sportSettings[sport as keyof typeof sportSettings].label.toLowerCase()
    : String(sport);

/** "manager of padel", "desk staff of tennis and padel", "owner". */
function accessOf(record: unknown): string {
  const a = fieldsOf(record);
  const role = ADMIN_ROLE_LABELS[a.role as AdminRole]?.toLowerCase() ?? "administrator";
  const sports = Array.isArray(a.sports) ? a.sports.map(sportLabel) : [];
  return a.role === "owner" || sports.length === 0 ? role : `${role} of ${sports.join(" and ")}`;
}

const personOf = (e: { before: unknown; after: unknown }) => {
  const p = { ...fieldsOf(e.before), ...fieldsOf(e.after) };
  return text(p.name) ?? text(p.email) ?? "an administrator";
};

/** What owners did to the rules and to administrators' accounts, after the actor's name. */
export const officeKinds: Record<OfficeAction, AuditKind> = {
  "rules.update": {
    label: "Changed the rules",
    says: (e, ctx) => changed(`the ${sportLabel(e.entity_id)} rules`, e, ruleWords, ctx),
  },
  "administrator.first_setup": {
    label: "Set up the first administrator",
    says: (e) => {
      const after = fieldsOf(e.after);
      const how = after.via === "setup_link" ? "with the setup link" : "from the server's settings";
      return `set up the first administrator, ${text(after.email) ?? "an owner"}, ${how}`;
    },
  },
  "administrator.invite": {
    label: "Invited an administrator",
    says: (e) => `invited ${personOf(e)} (${text(fieldsOf(e.after).email) ?? "no email"}) as ${accessOf(e.after)}`,
  },
  "administrator.resend_invitation": {
    label: "Sent an invitation again",
    says: (e) => `sent ${personOf(e)}'s invitation again`,
  },
  "administrator.accept_invitation": {
    label: "Accepted an invitation",
    says: () => "accepted the invitation and set a password",
  },
  "administrator.change_access": {
    label: "Changed an administrator's access",
    says: (e) => `changed ${personOf(e)}'s access from ${accessOf(e.before)} to ${accessOf(e.after)}`,
  },
  "administrator.deactivate": {
    label: "Deactivated an administrator",
    says: (e) => `deactivated ${personOf(e)}: their sessions and invitations ended`,
  },
  "administrator.reactivate": { label: "Reactivated an administrator", says: (e) => `reactivated ${personOf(e)}` },
};
