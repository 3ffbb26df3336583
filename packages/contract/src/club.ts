/** The club's own information and colour, set by the owner (issue "The club's own app"). */
import { z } from "zod";
import { clubImageSchema, clubPhotoSchema } from "./club-images.ts";
import { multiLineText, singleLineText, textRequired, textTooLong } from "./common.ts";
import { isHexColour, whiteTextContrastProblem } from "./contrast.ts";
import { type FieldName, field, say, word } from "./wording.ts";

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

const tooLong = (limit: keyof typeof CLUB_LIMITS, label: FieldName) => ({ error: textTooLong(label, CLUB_LIMITS[limit]) });

const requiredLine = (limit: keyof typeof CLUB_LIMITS, label: FieldName) =>
  singleLineText(label)
    .trim()
    .min(1, { error: textRequired(label) })
    .max(CLUB_LIMITS[limit], tooLong(limit, label));

const primaryColour = z
  .string({ error: textRequired("primaryColour") })
  .refine(isHexColour, { error: say("contract.club.colourShape") })
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
      name: requiredLine("name", "clubName"),
      address: requiredLine("address", "address"),
      phone: singleLineText("phone").trim().max(CLUB_LIMITS.phone, tooLong("phone", "phone")),
      contact_email: singleLineText("contactEmail")
        .trim()
        .min(1, { error: textRequired("contactEmail") })
        .max(CLUB_LIMITS.contact_email, tooLong("contact_email", "contactEmail"))
        .pipe(z.email({ error: say("contract.text.invalidEmail", { field: field("contactEmail") }) })),
      opening_hours: multiLineText("openingHours")
        .trim()
        .max(CLUB_LIMITS.opening_hours, tooLong("opening_hours", "openingHours"))
        .describe("One line per day or group of days, e.g. `Mon–Fri 07:00–22:30`"),
      cancellation_policy: multiLineText("cancellationPolicy")
        .trim()
        .max(CLUB_LIMITS.cancellation_policy, tooLong("cancellation_policy", "cancellationPolicy")),
      primary_color: primaryColour.describe("#RRGGBB with a contrast of at least 4.5:1 against white text"),
      legal_name: requiredLine("legal_name", "legalName").describe("The company or association that issues the receipts"),
      tax_id: requiredLine("tax_id", "clubTaxId"),
      legal_address: requiredLine("legal_address", "registeredAddress"),
      match_categories: z
        .boolean({ error: say("contract.club.matchCategories", { field: field("matchCategories") }) })
        .optional()
        .describe("Offer women's, men's and mixed open matches; not sent: kept as saved"),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? word("contract.club.unknownField", { fields: issue.keys.join(", ") }) : undefined,
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
    match_categories: z
      .boolean()
      .describe("The club offers women's, men's and mixed open matches (members then choose a category); false until set"),
    logo: clubImageSchema.nullable().describe("null until the owner uploads one"),
    photos: z.array(clubPhotoSchema).describe("The club's photos (court_id null) and each court's, in the order added"),
  })
  .meta({ id: "Club" });
export type Club = z.infer<typeof clubSchema>;
