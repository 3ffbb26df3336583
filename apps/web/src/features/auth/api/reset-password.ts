import { apiPaths, type ResetPasswordRequest } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/frontend/reset-password {token, email, password, password_confirmation} → 204. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.post(apiPaths.resetPassword, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
