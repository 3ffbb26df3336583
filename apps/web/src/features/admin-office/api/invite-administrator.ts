import { type AdminAccount, type AdministratorInviteInput, adminAccountSchema, adminOfficePaths } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshOffice } from "./keys.ts";

/** POST /api/admin/administrators {name, email, role, sports} → 201 the invited account (the server mails the link). */
export async function inviteAdministrator(body: AdministratorInviteInput): Promise<AdminAccount> {
  const { data } = await api.post(adminOfficePaths.administrators, body);
  return adminAccountSchema.parse(data);
}

export function useInviteAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteAdministrator, onSuccess: () => refreshOffice(queryClient) });
}
