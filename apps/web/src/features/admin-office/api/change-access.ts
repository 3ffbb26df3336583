import { type AdminAccount, type AdministratorAccess, adminAccountSchema, adminOfficePaths } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshOffice } from "./keys.ts";

/** PUT /api/admin/administrators/{id}/access {role, sports} → the account; 409 for the last active owner. */
export async function changeAccess({ id, ...body }: AdministratorAccess & { id: string }): Promise<AdminAccount> {
  const { data } = await api.put(adminOfficePaths.access(id), body);
  return adminAccountSchema.parse(data);
}

export function useChangeAccess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeAccess, onSuccess: () => refreshOffice(queryClient) });
}
