import { apiPaths, type LoginRequest, memberAuthResponseSchema } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../state/auth-store.ts";

export type MemberAuthResponse = z.infer<typeof memberAuthResponseSchema>;

/** POST /api/frontend/login {email, password} → {token, user}. */
export async function memberLogin(body: LoginRequest): Promise<MemberAuthResponse> {
  const { data } = await api.post(apiPaths.memberLogin, body);
  return memberAuthResponseSchema.parse(data);
}

/** Signs the member in: stores the token and the member (user_frontend, user_authenticated). */
export function useMemberLogin() {
  const startMemberSession = useAuthStore((s) => s.startMemberSession);
  return useMutation({
    mutationFn: memberLogin,
    onSuccess: ({ token, user }) => startMemberSession(token, user),
  });
}
