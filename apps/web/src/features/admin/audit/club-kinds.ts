import type { AuditAction } from "@courtside/contract";
import { t } from "../i18n.ts";
import { type AuditKind, kind } from "./audit-kind.ts";
import { changed, type FieldWords } from "./audit-words.ts";

type ClubAction = Extract<AuditAction, `club.${string}`>;

/** Long texts read as their first words in a sentence; the entry's details keep them whole. */
const SHOWN_CHARACTERS = 40;
const excerpt = (value: unknown) => {
  const text = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  if (!text) return t("admin.audit.none");
  return t("admin.audit.quoted", { text: text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text });
};

const clubWords: FieldWords = {
  name: { label: "admin.audit.field.name" },
  address: { label: "admin.audit.field.address" },
  phone: { label: "admin.audit.field.phone" },
  contact_email: { label: "admin.audit.field.contactEmail" },
  opening_hours: { label: "admin.audit.field.openingHours", show: excerpt },
  cancellation_policy: { label: "admin.audit.field.cancellationPolicy", show: excerpt },
  primary_color: { label: "admin.audit.field.primaryColour" },
  legal_name: { label: "admin.audit.field.legalName" },
  tax_id: { label: "admin.audit.field.taxId" },
  legal_address: { label: "admin.audit.field.legalAddress" },
};

/** What owners changed of the club's information, after the actor's name. */
export const clubKinds: Record<ClubAction, AuditKind> = {
  "club.update": kind("admin.audit.club.update.label", (e, ctx) => changed(t("admin.audit.club.what"), e, clubWords, ctx)),
};
