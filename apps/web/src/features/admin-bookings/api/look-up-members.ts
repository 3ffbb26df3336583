import { type AdminMemberMatch, adminBookingApiPaths, adminMemberMatchSchema } from "@courtside/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** GET /api/admin/members?q= → at most 20 members whose name, email or phone contains q. */
export async function lookUpMembers(q: string): Promise<AdminMemberMatch[]> {
  const { data } = await api.get(adminBookingApiPaths.members, { params: { q } });
  return z.array(adminMemberMatchSchema).parse(data);
}

/** Runs once the search has 2 characters (the server's minimum). */
export function useMemberLookup(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ["admin-members", term],
    queryFn: () => lookUpMembers(term),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
