/** The club's own information and colour, set by the owner (issue "The club's own app"). */
import { z } from "zod";
import { multiLineText, singleLineText } from "./common.ts";
import { isHexColour, whiteTextContrastProblem } from "./contrast.ts";

/** Longest text each field takes; the form shows the same limits. */
export const CLUB_LIMITS = {
  name: 80,
  address: 300,
  phone: 40,
  contact_email: 254,
  opening_hours: 600,
  cancellation_policy: 2000,
  legal_name: 200,
  tax_id: 40,
  legal_address: 300,
} as const;

const tooLong = (label: string, max: number) => `The ${label} may not be longer than ${max} characters.`;

const requiredLine = (field: keyof typeof CLUB_LIMITS, label: string) =>
  singleLineText(label)
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(CLUB_LIMITS[field], tooLong(label, CLUB_LIMITS[field]));

const primaryColour = z
  .string({ error: "The primary colour field is required." })
  .refine(isHexColour, "The primary colour must be a colour as #RRGGBB, such as #1971c2.")
  .superRefine((hex, ctx) => {
    if (!isHexColour(hex)) return;
    const problem = whiteTextContrastProblem(hex);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * PUT /api/admin/club: the whole record, each field as it should read. Phone, opening hours and
 * cancellation policy may be empty (the public pages then leave them out); a field the contract
 * does not know is refused, naming it, so a typo is not silently dropped. The legal name, tax ID
 * and registered address are the issuer of every receipt and credit note issued from then on.
 */
export const clubUpdateSchema = z
  .strictObject(
    {
      name: requiredLine("name", "club name"),
      address: requiredLine("address", "address"),
      phone: singleLineText("phone").trim().max(CLUB_LIMITS.phone, tooLong("phone", CLUB_LIMITS.phone)),
      contact_email: singleLineText("contact email")
        .trim()
        .min(1, "The contact email field is required.")
        .max(CLUB_LIMITS.contact_email, tooLong("contact email", CLUB_LIMITS.contact_email))
        .pipe(z.email({ error: "The contact email must be a valid email address." })),
      opening_hours: multiLineText("opening hours")
        .trim()
        .max(CLUB_LIMITS.opening_hours, tooLong("opening hours", CLUB_LIMITS.opening_hours))
        .describe("One line per day or group of days, e.g. `Mon–Fri 07:00–22:30`"),
      cancellation_policy: multiLineText("cancellation policy")
        .trim()
        .max(CLUB_LIMITS.cancellation_policy, tooLong("cancellation policy", CLUB_LIMITS.cancellation_policy)),
      primary_color: primaryColour.describe("#RRGGBB with a contrast of at least 4.5:1 against white text"),
      legal_name: requiredLine("legal_name", "legal name").describe("The company or association that issues the receipts"),
      tax_id: requiredLine("tax_id", "tax ID"),
      legal_address: requiredLine("legal_address", "registered address"),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown field: ${issue.keys.join(", ")} is not part of the club's information.`
          : undefined,
    },
  )
  .meta({ id: "ClubUpdate" });
export type ClubUpdate = z.infer<typeof clubUpdateSchema>;

/** GET /api/club and the answer to PUT: what the public pages show. Server settings fill what the owner has not set. */
export const clubSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    phone: z.string().describe("Empty when the club shows none"),
    contact_email: z.string(),
    opening_hours: z.string().describe("Free text, one line per day or group of days; empty when unset"),
    cancellation_policy: z.string().describe("Empty when unset"),
    primary_color: z.string().describe("#RRGGBB"),
    legal_name: z.string().describe("Who issues the receipts, as each receipt names them"),
    tax_id: z.string(),
    legal_address: z.string().describe("The issuer's registered address"),
  })
  .meta({ id: "Club" });
export type Club = z.infer<typeof clubSchema>;
