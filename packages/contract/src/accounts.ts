import { z } from "zod";
import { ADMIN_ROLES } from "./admin-roles.ts";
import { singleLineText, textRequired, textTooLong } from "./common.ts";
import { LOCALES } from "./locales.ts";
import { PLAYS_IN } from "./matches.ts";
import { SPORTS } from "./sports.ts";
import { field, say } from "./wording.ts";

const email = singleLineText("email")
  .trim()
  .toLowerCase()
  // Empty says what is missing, not that it is malformed.
  .min(1, { error: textRequired("email") })
  .max(254, { error: textTooLong("email", 254) })
  .pipe(z.email({ error: say("contract.text.invalidEmail", { field: field("email") }) }));

const password = z
  .string({ error: textRequired("password") })
  .min(8, { error: say("contract.text.tooShort", { field: field("password"), min: 8 }) })
  .max(128, { error: textTooLong("password", 128) });

const name = singleLineText("name")
  .trim()
  .min(1, { error: textRequired("name") })
  .max(100, { error: textTooLong("name", 100) });

const phone = singleLineText("phone")
  .trim()
  .max(30, { error: textTooLong("phone", 30) })
  .regex(/^[+0-9 ()-]*$/, { error: say("contract.phone.characters") });

const passwordConfirmation = z.string({ error: textRequired("passwordConfirmation") });

function confirmed<T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    error: say("contract.password.mismatch"),
    path: ["password_confirmation"],
  });
}

export const memberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    // A session stored by the web app before reminders existed reads as "on".
    booking_reminders: z.boolean().default(true).describe("A mail the day before each booking"),
    // A session stored by the web app before languages existed reads as English.
    locale: z.enum(LOCALES).default("en").describe("The language of the member's mails (and of the app once signed in)"),
    // The server always sends it; a session stored by the web app before match categories has none (not said).
    plays_in: z
      .enum(PLAYS_IN)
      .nullable()
      .optional()
      .describe("The member plays in women's or men's matches (null: not said); only open matches' categories use it"),
    created_at: z.string(),
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof memberSchema>;

export const administratorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** Where the back office opens after sign-in (spec); role and sports decide what they may do. */
    type_web: z.enum(SPORTS),
    role: z.enum(ADMIN_ROLES),
    sports: z.array(z.enum(SPORTS)),
  })
  .meta({ id: "Administrator" });
export type Administrator = z.infer<typeof administratorSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: textRequired("password") })
    .min(1, { error: textRequired("password") })
    .max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const memberAuthResponseSchema = z.object({ token: z.string(), user: memberSchema });
export const adminAuthResponseSchema = z.object({ token: z.string(), user: administratorSchema });
export const refreshResponseSchema = z.object({ token: z.string() });

export const registerRequestSchema = confirmed(
  z.object({
    name,
    email,
    phone: phone.optional(),
    password,
    password_confirmation: passwordConfirmation,
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const resetToken = z
  .string({ error: say("contract.resetLink.invalid") })
  .min(1, { error: say("contract.resetLink.invalid") })
  .max(200);

export const resetPasswordRequestSchema = confirmed(
  z.object({
    token: resetToken,
    email,
    password,
    password_confirmation: passwordConfirmation,
  }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `POST /api/frontend/reset-password/check`: the reset link's token and email, checked before any password is typed. */
export const resetLinkCheckRequestSchema = z.object({ token: resetToken, email }).meta({ id: "ResetLinkCheckRequest" });
export type ResetLinkCheckRequest = z.infer<typeof resetLinkCheckRequestSchema>;
/** The link works until `expires_at`; nothing about the account it belongs to. */
export const resetLinkCheckResponseSchema = z.object({ expires_at: z.string() }).meta({ id: "ResetLinkCheck" });
export type ResetLinkCheck = z.infer<typeof resetLinkCheckResponseSchema>;

export const profileUpdateRequestSchema = z.object({
  name,
  phone: phone.nullable().optional(),
  booking_reminders: z.boolean().optional().describe("Not sent: kept as saved"),
  plays_in: z
    .enum(PLAYS_IN, { error: say("contract.profile.playsIn", { field: field("playsIn") }) })
    .nullable()
    .optional()
    .describe("women, men, or null (not said); not sent: kept as saved"),
});
/** PUT /api/frontend/locale: the language the member chose in the app. */
export const localeUpdateRequestSchema = z
  .object({ locale: z.enum(LOCALES, { error: say("contract.choice.oneOf", { choices: LOCALES.join(", ") }) }) })
  .meta({ id: "LocaleUpdateRequest" });
export type LocaleUpdateRequest = z.infer<typeof localeUpdateRequestSchema>;

/** POST /api/reminders/opt-out: the address and key from a reminder's "turn them off" link. */
export const reminderOptOutRequestSchema = z
  .object({
    email,
    key: z
      .string({ error: say("contract.optOut.incomplete") })
      .min(1, { error: say("contract.optOut.incomplete") })
      .max(200),
  })
  .meta({ id: "ReminderOptOutRequest" });
export type ReminderOptOutRequest = z.infer<typeof reminderOptOutRequestSchema>;

export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const passwordChangeRequestSchema = confirmed(
  z.object({
    current_password: z
      .string({ error: textRequired("currentPassword") })
      .min(1, { error: textRequired("currentPassword") })
      .max(128),
    password,
    password_confirmation: passwordConfirmation,
  }),
);
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

export const forgotPasswordResponseSchema = z.object({ message: z.string() });

// The server sends these two as an answer's message (English, not yet worded per request).
export const INVALID_CREDENTIALS_MESSAGE = "These credentials do not match our records.";
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we have sent a password reset link.";
