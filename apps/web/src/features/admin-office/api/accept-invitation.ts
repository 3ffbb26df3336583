import { type AcceptInvitation, adminAuthResponseSchema, adminOfficePaths } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../state/auth-store.ts";
import { t } from "../i18n.ts";

/** POST /api/admin-invitations/accept {token, password, password_confirmation} → {token, user}. */
export async function acceptInvitation(body: AcceptInvitation) {
  const { data } = await api.post(adminOfficePaths.acceptInvitation, body);
  return adminAuthResponseSchema.parse(data);
}

/** Signs the new administrator in like a login does; the login gate then routes by type_web. */
export function useAcceptInvitation() {
  const startAdminSession = useAuthStore((s) => s.startAdminSession);
  return useMutation({
    mutationFn: async (body: AcceptInvitation) => {
      const { token, user } = await acceptInvitation(body);
      const ok = await startAdminSession(token);
      if (!ok) throw new Error(t("admin-office.accept.notLoaded"));
      return user;
    },
  });
}
