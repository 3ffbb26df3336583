import { apiPaths, type ResetLinkCheck, resetLinkCheckResponseSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/frontend/reset-password/check {token, email} → {expires_at} while the link works; 422 when it does not. */
export async function checkResetLink(token: string, email: string): Promise<ResetLinkCheck> {
  const { data } = await api.post(apiPaths.resetPasswordCheck, { token, email });
  return resetLinkCheckResponseSchema.parse(data);
}

/**
 * The reset link checked once when its page opens, so a bad one is said before any password is
 * typed. Each check counts against the reset's limit: no retries, no refetch on focus.
 */
export function useResetLinkCheck(token: string, email: string) {
  return useQuery({
    queryKey: ["reset-link", token, email],
    queryFn: () => checkResetLink(token, email),
    enabled: Boolean(token && email),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
