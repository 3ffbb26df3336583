import { apiPaths } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../state/auth-store.ts";

/** POST /api/frontend/logout → 204 (revokes the token server-side). */
export async function memberLogout(): Promise<void> {
  await api.post(apiPaths.memberLogout);
}

/** Signs the member out; member state and the stored token are cleared even if the call fails. */
export function useMemberLogout() {
  const clearMember = useAuthStore((s) => s.memberLogout);
  return useMutation({ mutationFn: memberLogout, onSettled: () => clearMember() });
}
