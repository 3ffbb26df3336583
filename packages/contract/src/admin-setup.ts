/** The first administrator of a fresh production install: a one-time setup link printed in the server log. */
import { z } from "zod";
import { loginRequestSchema, registerRequestSchema } from "./accounts.ts";
import { textRequired } from "./common.ts";
import { say } from "./wording.ts";

/** How long a setup link printed at start-up works (a restart prints a fresh one). */
export const SETUP_LINK_HOURS = 24;

export const adminSetupPaths = {
  /** GET: whether the link still works (404 unknown, 410 used or expired); POST: create the administrator. */
  setup: (token: string) => `/api/admin-setup/${encodeURIComponent(token)}`,
} as const;

export const adminSetupParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const adminSetupLinkSchema = z
  .object({ expires_at: z.string().describe("When the link stops working") })
  .meta({ id: "AdminSetupLink" });
export type AdminSetupLink = z.infer<typeof adminSetupLinkSchema>;

export const adminSetupSchema = z
  .object({
    name: registerRequestSchema.shape.name,
    email: loginRequestSchema.shape.email,
    password: registerRequestSchema.shape.password,
    password_confirmation: z.string({ error: textRequired("passwordConfirmation") }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: say("contract.password.mismatch"),
    path: ["password_confirmation"],
  })
  .meta({ id: "AdminSetup" });
export type AdminSetup = z.infer<typeof adminSetupSchema>;
