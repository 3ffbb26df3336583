import { CLOSURE_HIT_FIELD } from "@courtside/contract";
import axios from "axios";

export type ClosureHits = { message: string; bookings: string[] };

/**
 * The bookings a refused closure would hit: every line of the 409's `errors.bookings`
 * (lib/api-errors keeps only the first per field). Read by hand, not with the contract's
 * error schema: importing that schema here would pull zod into the entry chunk.
 */
export function closureHitsOf(error: unknown): ClosureHits | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  if (typeof body?.message !== "string") return null;
  const lines = body.errors?.[CLOSURE_HIT_FIELD];
  return { message: body.message, bookings: Array.isArray(lines) ? lines.filter((l) => typeof l === "string") : [] };
}
