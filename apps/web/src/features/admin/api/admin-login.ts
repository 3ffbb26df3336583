import { adminAuthResponseSchema, apiPaths, type LoginRequest } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../state/auth-store.ts";

/** POST /api/login {email, password} → {token, user}. */
export async function adminLogin(body: LoginRequest): Promise<z.infer<typeof adminAuthResponseSchema>> {
  const { data } = await api.post(apiPaths.adminLogin, body);
  return adminAuthResponseSchema.parse(data);
}

/**
 * Stores the token, then reads the administrator through GET /api/user (spec: authenticated
 * only after a successful user fetch); the login gate then routes by type_web.
 */
export function useAdminLogin() {
  const startAdminSession = useAuthStore((s) => s.startAdminSession);
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const { token } = await adminLogin(body);
      const ok = await startAdminSession(token);
      if (!ok) throw new Error("Signed in, but the administrator account could not be loaded. Please try again.");
    },
  });
}
