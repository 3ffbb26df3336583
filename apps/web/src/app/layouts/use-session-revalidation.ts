import { useEffect } from "react";
import { useAuthStore } from "../../state/auth-store.ts";

let revalidated = false;

/**
 * On app start, a stored session is checked against the server once: a stored member is
 * refetched (GET /api/frontend/user/{email}), a stored administrator too (GET /api/user).
 * Failures clear that session as the error catalogue says.
 */
export function useSessionRevalidation(): void {
  useEffect(() => {
    if (revalidated) return;
    revalidated = true;
    const { user_frontend, authenticated, fetchMember, fetchAdmin } = useAuthStore.getState();
    if (user_frontend) void fetchMember(user_frontend.email);
    if (authenticated) void fetchAdmin();
  }, []);
}
