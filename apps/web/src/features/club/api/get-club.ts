import { type Club, clubPath } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";

export const CLUB_QUERY_KEY = ["club"] as const;

const FIELDS = [
  "name",
  "address",
  "phone",
  "contact_email",
  "opening_hours",
  "cancellation_policy",
  "primary_color",
  "legal_name",
  "tax_id",
  "legal_address",
] as const;

/**
 * GET /api/club. The header and the landing page read it, so like GET /api/instance it uses
 * plain fetch and a field check, not the HTTP client and the contract's zod schema, which
 * would weigh on the landing route's JavaScript budget (e2e/page-budget.spec.ts).
 */
export async function getClub(): Promise<Club> {
  const response = await fetch(clubPath, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET ${clubPath} answered ${response.status}`);
  const data = (await response.json()) as Record<string, unknown> | null;
  const missing = FIELDS.find((field) => typeof data?.[field] !== "string");
  if (missing) throw new Error(`GET ${clubPath} answered no ${missing}`);
  return data as Club;
}

/**
 * The club's information; the owner's save puts the new one in place (update-club.ts). The
 * owner's form asks it `fresh`, so it edits what is saved now, not what this tab read earlier.
 */
export function useClub({ fresh = false } = {}) {
  return useQuery({ queryKey: CLUB_QUERY_KEY, queryFn: getClub, staleTime: fresh ? 0 : 5 * 60_000 });
}
