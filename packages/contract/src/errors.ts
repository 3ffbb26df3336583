import { z } from "zod";

/** The one error body every failing call answers with (API.md "Conventions"). */
export const errorBodySchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** A stable machine name for the refusal (e.g. `limit_unpaid_holds`), so a client can word it itself. */
    code: z.string().optional(),
    /** The refusal's parameters (the limit, what is held, …). */
    params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).optional(),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const CSRF_MISMATCH_MESSAGE = "CSRF token mismatch.";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
export const AUTH_TOKEN_STORAGE_KEY = "authToken";
