import { type AdminAccount, adminAccountSchema, adminOfficePaths } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshOffice } from "./keys.ts";

/** POST /api/admin/administrators/{id}/deactivate → the account (their sessions end and they can no longer sign in). */
export async function deactivateAdministrator(id: string): Promise<AdminAccount> {
  const { data } = await api.post(adminOfficePaths.deactivate(id));
  return adminAccountSchema.parse(data);
}

export function useDeactivateAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateAdministrator, onSuccess: () => refreshOffice(queryClient) });
}
