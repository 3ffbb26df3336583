import { apiPaths } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../state/auth-store.ts";

/** POST /api/logout → 204. */
export async function adminLogout(): Promise<void> {
  await api.post(apiPaths.adminLogout);
}

/** Administrator state and the stored token are cleared even if the call fails. */
export function useAdminLogout() {
  const clearAdmin = useAuthStore((s) => s.adminLogout);
  return useMutation({ mutationFn: adminLogout, onSettled: () => clearAdmin() });
}
