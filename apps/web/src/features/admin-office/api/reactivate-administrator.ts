import { type AdminAccount, adminAccountSchema, adminOfficePaths } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshOffice } from "./keys.ts";

/** POST /api/admin/administrators/{id}/reactivate → the account (they may sign in again). */
export async function reactivateAdministrator(id: string): Promise<AdminAccount> {
  const { data } = await api.post(adminOfficePaths.reactivate(id));
  return adminAccountSchema.parse(data);
}

export function useReactivateAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reactivateAdministrator, onSuccess: () => refreshOffice(queryClient) });
}
