import { type AdminAccount, adminAccountSchema, adminOfficePaths } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshOffice } from "./keys.ts";

/** POST /api/admin/administrators/{id}/resend-invitation → the account (a new link is mailed; earlier links stop working). */
export async function resendInvitationAdministrator(id: string): Promise<AdminAccount> {
  const { data } = await api.post(adminOfficePaths.resendInvitation(id));
  return adminAccountSchema.parse(data);
}

export function useResendInvitationAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendInvitationAdministrator, onSuccess: () => refreshOffice(queryClient) });
}
