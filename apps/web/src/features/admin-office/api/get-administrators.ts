import { type AdminAccountPage, adminAccountPageSchema, adminOfficePaths } from "@courtside/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { OFFICE_KEY } from "./keys.ts";

/** GET /api/admin/administrators?page= → accounts by name with their status. */
export async function getAdministrators(page: number): Promise<AdminAccountPage> {
  const { data } = await api.get(adminOfficePaths.administrators, { params: { page, per_page: 25 } });
  return adminAccountPageSchema.parse(data);
}

export function useAdministrators(page: number) {
  return useQuery({
    queryKey: [OFFICE_KEY, "administrators", page],
    queryFn: () => getAdministrators(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
