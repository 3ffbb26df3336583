import type { Administrator } from "@courtside/contract";
import { apiPaths } from "@courtside/contract";

/**
 * GET /api/user: the signed-in administrator (spec section 7). The HTTP client is loaded on
 * first use, which keeps it out of the landing page's JavaScript.
 */
export async function getAdminUser(): Promise<Administrator> {
  const { api } = await import("../../lib/api-client.ts");
  const { data } = await api.get<Administrator>(apiPaths.adminUser);
  return data;
}
