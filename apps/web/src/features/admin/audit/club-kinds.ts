import type { AuditAction } from "@courtside/contract";
import { t } from "../i18n.ts";
import { type AuditKind, kind } from "./audit-kind.ts";
import { changed, type FieldWords, fieldsOf, offered, text } from "./audit-words.ts";

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
  match_categories: { label: "admin.audit.field.matchCategories", show: offered },
};

/** A photo's description as a sentence quotes it: one line, cut when it would fill the line. */
const altOf = (photo: Record<string, unknown>) => {
  const line = (text(photo.alt) ?? "").replace(/\s+/g, " ").trim();
  return line.length <= 80 ? line : `${line.slice(0, 79).replace(/\s+\S*$/, "")}…`;
};

/**
 * What a photo shows, for the sentences' `{subject, select, …}`: the club, the court the entry
 * names (an added photo keeps its court's name), or a court whose name it did not keep.
 */
const subjectOf = (photo: Record<string, unknown>) => {
  const court = text(photo.court);
  if (court) return { subject: "court", court };
  return { subject: photo.court_id === null || photo.court_id === undefined ? "club" : "someCourt", court: "" };
};

/** What owners changed of the club's information, logo and photos, after the actor's name. */
export const clubKinds: Record<ClubAction, AuditKind> = {
  "club.update": kind("admin.audit.club.update.label", (e, ctx) => changed(t("admin.audit.club.what"), e, clubWords, ctx)),
  "club.logo_set": kind("admin.audit.club.logoSet.label", (e) =>
    t("admin.audit.club.logoSet.says", { first: text(fieldsOf(e.before).logo) ? "no" : "yes" }),
  ),
  "club.logo_remove": kind("admin.audit.club.logoRemove.label", () => t("admin.audit.club.logoRemove.says")),
  "club.photo_add": kind("admin.audit.club.photoAdd.label", (e) => {
    const photo = fieldsOf(e.after);
    return t("admin.audit.club.photoAdd.says", { ...subjectOf(photo), alt: altOf(photo) });
  }),
  "club.photo_remove": kind("admin.audit.club.photoRemove.label", (e) => {
    const photo = fieldsOf(e.before);
    return t("admin.audit.club.photoRemove.says", { ...subjectOf(photo), alt: altOf(photo) });
  }),
};
