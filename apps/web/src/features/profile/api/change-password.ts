import { apiPaths, type PasswordChangeRequest } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * PUT /api/frontend/password {current_password, password, password_confirmation} → 204.
 * The server revokes the member's OTHER tokens; the stored one stays valid and is kept.
 */
export async function changePassword(body: PasswordChangeRequest): Promise<void> {
  await api.put(apiPaths.password, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
