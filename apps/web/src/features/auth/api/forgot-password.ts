import { apiPaths, type ForgotPasswordRequest, forgotPasswordResponseSchema } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/frontend/forgot-password {email} → 202 {message}, the same answer whether or not the account exists. */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<{ message: string }> {
  const { data } = await api.post(apiPaths.forgotPassword, body);
  return forgotPasswordResponseSchema.parse(data);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
