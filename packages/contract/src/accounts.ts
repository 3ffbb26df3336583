import { z } from "zod";
import { ADMIN_ROLES } from "./admin-roles.ts";
import { singleLineText } from "./common.ts";
import { SPORTS } from "./sports.ts";

const email = singleLineText("email")
  .trim()
  .toLowerCase()
  // Empty says what is missing, not that it is malformed.
  .min(1, "The email field is required.")
  .max(254, "The email may not be longer than 254 characters.")
  .pipe(z.email({ error: "The email must be a valid email address." }));

const password = z
  .string({ error: "The password field is required." })
  .min(8, "The password must be at least 8 characters.")
  .max(128, "The password may not be longer than 128 characters.");

const name = singleLineText("name")
  .trim()
  .min(1, "The name field is required.")
  .max(100, "The name may not be longer than 100 characters.");

const phone = singleLineText("phone")
  .trim()
  .max(30, "The phone may not be longer than 30 characters.")
  .regex(/^[+0-9 ()-]*$/, "The phone may only contain digits, spaces, +, - and brackets.");

function confirmed<T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    message: "The password confirmation does not match.",
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
  password: z.string({ error: "The password field is required." }).min(1, "The password field is required.").max(128),
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
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const resetToken = z.string({ error: "The reset link is invalid." }).min(1, "The reset link is invalid.").max(200);

export const resetPasswordRequestSchema = confirmed(
  z.object({
    token: resetToken,
    email,
    password,
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
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
});
/** POST /api/reminders/opt-out: the address and key from a reminder's "turn them off" link. */
export const reminderOptOutRequestSchema = z
  .object({ email, key: z.string({ error: "The link is incomplete." }).min(1, "The link is incomplete.").max(200) })
  .meta({ id: "ReminderOptOutRequest" });
export type ReminderOptOutRequest = z.infer<typeof reminderOptOutRequestSchema>;

export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const passwordChangeRequestSchema = confirmed(
  z.object({
    current_password: z
      .string({ error: "The current password field is required." })
      .min(1, "The current password field is required.")
      .max(128),
    password,
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  }),
);
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

export const forgotPasswordResponseSchema = z.object({ message: z.string() });

export const INVALID_CREDENTIALS_MESSAGE = "These credentials do not match our records.";
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we have sent a password reset link.";
