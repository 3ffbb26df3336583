import type { AuditAction } from "@courtside/contract";
import type { AuditKind } from "./audit-kind.ts";
import { changed, type FieldWords } from "./audit-words.ts";

type ClubAction = Extract<AuditAction, `club.${string}`>;

/** Long texts read as their first words in a sentence; the entry's details keep them whole. */
const SHOWN_CHARACTERS = 40;
const excerpt = (value: unknown) => {
  const text = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  if (!text) return "none";
  return text.length > SHOWN_CHARACTERS ? `“${text.slice(0, SHOWN_CHARACTERS)}…”` : `“${text}”`;
};

const clubWords: FieldWords = {
  name: { label: "name" },
  address: { label: "address" },
  phone: { label: "phone" },
  contact_email: { label: "contact email" },
  opening_hours: { label: "opening hours", show: excerpt },
  cancellation_policy: { label: "cancellation policy", show: excerpt },
  primary_color: { label: "primary colour" },
  legal_name: { label: "legal name" },
  tax_id: { label: "tax ID" },
  legal_address: { label: "registered address" },
};

/** What owners changed of the club's information, after the actor's name. */
export const clubKinds: Record<ClubAction, AuditKind> = {
  "club.update": {
    label: "Changed the club's information",
    says: (e, ctx) => changed("the club's information", e, clubWords, ctx),
  },
};
