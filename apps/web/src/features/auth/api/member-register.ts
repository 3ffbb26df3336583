import { apiPaths, type Member, memberAuthResponseSchema, type RegisterRequest } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../state/auth-store.ts";

/** POST /api/frontend/register {name, email, phone?, password, password_confirmation} → 201 {token, user}. */
export async function memberRegister(body: RegisterRequest): Promise<z.infer<typeof memberAuthResponseSchema>> {
  const { data } = await api.post(apiPaths.memberRegister, body);
  return memberAuthResponseSchema.parse(data);
}

/**
 * `onRegistered` runs before the session starts: starting it redirects away from the
 * guest-only page, which unmounts it, and TanStack drops per-call callbacks of unmounted pages.
 */
export function useMemberRegister(options: { onRegistered?: (user: Member) => void } = {}) {
  const startMemberSession = useAuthStore((s) => s.startMemberSession);
  return useMutation({
    mutationFn: memberRegister,
    onSuccess: ({ token, user }) => {
      options.onRegistered?.(user);
      startMemberSession(token, user);
    },
  });
}
