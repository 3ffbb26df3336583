import { apiPaths, type Member } from "@courtside/contract";

/**
 * GET /api/frontend/user/{email}: the answer becomes the member data (spec section 7).
 * The HTTP client is loaded on first use (see get-admin-user.ts).
 */
export async function getMember(email: string): Promise<Member> {
  const { api } = await import("../../lib/api-client.ts");
  const { data } = await api.get<Member>(apiPaths.member(email));
  return data;
}
