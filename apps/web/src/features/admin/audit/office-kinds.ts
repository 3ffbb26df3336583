import type { AuditAction } from "@courtside/contract";
import { listOf } from "../../../lib/format.ts";
import { t } from "../i18n.ts";
import { roleName } from "../roles.ts";
import { type AuditKind, kind } from "./audit-kind.ts";
import { changed, type FieldWords, fieldsOf, sportWord, text } from "./audit-words.ts";

type OfficeAction = Extract<AuditAction, `${"rules" | "administrator"}.${string}`>;

type Key = Parameters<typeof t>[0];
/** A rule's number in its unit ("15 minutes"); anything else stored, as it is. */
const counted = (key: Key) => (v: unknown) => (typeof v === "number" ? t(key, { count: v }) : String(v));
const off = () => t("admin.audit.rules.off");

const ruleWords: FieldWords = {
  total_days: { label: "admin.audit.rules.totalDays", show: counted("admin.audit.rules.days") },
  hold_minutes: { label: "admin.audit.rules.holdMinutes", show: counted("admin.audit.rules.minutes") },
  cancel_hours: { label: "admin.audit.rules.cancelHours", show: counted("admin.audit.rules.hoursBefore") },
  max_unpaid_holds: { label: "admin.audit.rules.maxUnpaidHolds", show: (v) => String(v) },
  no_show_limit: { label: "admin.audit.rules.noShowLimit", show: (v) => (v === 0 ? off() : String(v)) },
  no_show_window_days: { label: "admin.audit.rules.noShowWindow", show: counted("admin.audit.rules.days") },
  no_show_suspension_days: { label: "admin.audit.rules.suspension", show: counted("admin.audit.rules.days") },
  release_time: {
    label: "admin.audit.rules.releaseTime",
    show: (v) => (v === null ? t("admin.audit.rules.midnight") : String(v)),
  },
  release_window_seconds: {
    label: "admin.audit.rules.releaseDraw",
    show: (v) => (v === 0 ? t("admin.audit.rules.firstCome") : counted("admin.audit.rules.seconds")(v)),
  },
  waitlist_limit: {
    label: "admin.audit.rules.waitlistLimit",
    show: (v) => (v === 0 ? off() : counted("admin.audit.rules.courtSlots")(v)),
  },
  offer_minutes: { label: "admin.audit.rules.offerMinutes", show: counted("admin.audit.rules.minutes") },
  players_per_booking: { label: "admin.audit.rules.playersPerBooking", show: counted("admin.audit.rules.players") },
  share_deadline_hours: { label: "admin.audit.rules.shareDeadline", show: counted("admin.audit.rules.hoursBefore") },
  reminder_time: { label: "admin.audit.rules.reminderTime", show: (v) => (v === null ? off() : String(v)) },
};

/** "manager of padel", "desk staff of tennis and padel", "owner". */
function accessOf(record: unknown): string {
  const a = fieldsOf(record);
  const role = (roleName(a.role) ?? t("admin.role.unknown")).toLocaleLowerCase();
  const sports = Array.isArray(a.sports) ? a.sports.map(sportWord) : [];
  return a.role === "owner" || sports.length === 0
    ? role
    : t("admin.audit.administrator.access", { role, sports: listOf(sports) });
}

const personOf = (e: { before: unknown; after: unknown }) => {
  const p = { ...fieldsOf(e.before), ...fieldsOf(e.after) };
  return text(p.name) ?? text(p.email) ?? t("admin.audit.administrator.anAdministrator");
};

/** What owners did to the rules and to administrators' accounts, after the actor's name. */
export const officeKinds: Record<OfficeAction, AuditKind> = {
  "rules.update": kind("admin.audit.rules.update.label", (e, ctx) =>
    changed(t("admin.audit.rules.what", { sport: sportWord(e.entity_id) }), e, ruleWords, ctx),
  ),
  "administrator.first_setup": kind("admin.audit.administrator.firstSetup.label", (e) => {
    const after = fieldsOf(e.after);
    return t("admin.audit.administrator.firstSetup.says", {
      email: text(after.email) ?? t("admin.audit.administrator.anOwner"),
      via: after.via === "setup_link" ? "link" : "settings",
    });
  }),
  "administrator.invite": kind("admin.audit.administrator.invite.label", (e) =>
    t("admin.audit.administrator.invite.says", {
      person: personOf(e),
      email: text(fieldsOf(e.after).email) ?? t("admin.audit.administrator.noEmail"),
      access: accessOf(e.after),
    }),
  ),
  "administrator.resend_invitation": kind("admin.audit.administrator.resendInvitation.label", (e) =>
    t("admin.audit.administrator.resendInvitation.says", { person: personOf(e) }),
  ),
  "administrator.accept_invitation": kind("admin.audit.administrator.acceptInvitation.label", () =>
    t("admin.audit.administrator.acceptInvitation.says"),
  ),
  "administrator.change_access": kind("admin.audit.administrator.changeAccess.label", (e) =>
    t("admin.audit.administrator.changeAccess.says", {
      person: personOf(e),
      from: accessOf(e.before),
      to: accessOf(e.after),
    }),
  ),
  "administrator.deactivate": kind("admin.audit.administrator.deactivate.label", (e) =>
    t("admin.audit.administrator.deactivate.says", { person: personOf(e) }),
  ),
  "administrator.reactivate": kind("admin.audit.administrator.reactivate.label", (e) =>
    t("admin.audit.administrator.reactivate.says", { person: personOf(e) }),
  ),
};
