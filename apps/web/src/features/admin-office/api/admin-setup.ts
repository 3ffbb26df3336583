import { type AdminSetup, adminAuthResponseSchema, adminSetupLinkSchema, adminSetupPaths } from "@courtside/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../state/auth-store.ts";
import { t } from "../i18n.ts";

/** GET /api/admin-setup/{token} → {expires_at}; 404 unknown, 410 used or expired. */
export async function getSetupLink(token: string) {
  const { data } = await api.get(adminSetupPaths.setup(token));
  return adminSetupLinkSchema.parse(data);
}

export function useSetupLink(token: string) {
  return useQuery({ queryKey: ["admin-setup", token], queryFn: () => getSetupLink(token), staleTime: 0 });
}

/** POST /api/admin-setup/{token} {name, email, password, password_confirmation} → {token, user}. */
export async function completeSetup(token: string, body: AdminSetup) {
  const { data } = await api.post(adminSetupPaths.setup(token), body);
  return adminAuthResponseSchema.parse(data);
}

/** Signs the first administrator in like a login does; the login gate then routes by type_web. */
export function useCompleteSetup(token: string) {
  const startAdminSession = useAuthStore((s) => s.startAdminSession);
  return useMutation({
    mutationFn: async (body: AdminSetup) => {
      const { token: session, user } = await completeSetup(token, body);
      const ok = await startAdminSession(session);
      if (!ok) throw new Error(t("admin-office.setup.notLoaded"));
      return user;
    },
  });
}
