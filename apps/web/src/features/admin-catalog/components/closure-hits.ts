import { CLOSURE_HIT_CODE, CLOSURE_HIT_FIELD, CLOSURE_REFUND_FAILED_CODE } from "@courtside/contract";
import axios from "axios";

/** One booking in a refused closure's way: the server's line naming it, and its order (to open and move it). */
export type ClosureHit = { line: string; orderId: string | null };
export type ClosureHits = { message: string; bookings: ClosureHit[] };

/**
 * The bookings a refused closure would hit: every line of the 409's `errors.bookings`
 * (lib/api-errors keeps only the first per field), each with its order from
 * `params.order_ids` (same order). Read by hand, not with the contract's error schema:
 * importing that schema here would pull zod into the entry chunk.
 */
export function closureHitsOf(error: unknown): ClosureHits | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as
    | { message?: unknown; errors?: Record<string, unknown>; code?: unknown; params?: Record<string, unknown> }
    | undefined;
  if (typeof body?.message !== "string") return null;
  const lines = body.errors?.[CLOSURE_HIT_FIELD];
  // Both a refused closure and one whose refunds failed name their orders line for line.
  const named = body.code === CLOSURE_HIT_CODE || body.code === CLOSURE_REFUND_FAILED_CODE;
  const ids = named ? body.params?.order_ids : undefined;
  const orderIds = Array.isArray(ids) ? ids : [];
  const bookings = (Array.isArray(lines) ? lines : [])
    .map((line, i) => ({ line, orderId: typeof orderIds[i] === "string" ? (orderIds[i] as string) : null }))
    .filter((hit): hit is ClosureHit => typeof hit.line === "string");
  return { message: body.message, bookings };
}
