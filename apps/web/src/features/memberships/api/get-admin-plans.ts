import { type AdminPlanList, adminPlanListSchema, membershipApiPaths } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const adminPlansQueryKey = ["admin-plans"] as const;

/** GET /api/admin/plans → every plan, retired ones too. */
export async function getAdminPlans(): Promise<AdminPlanList> {
  const { data } = await api.get(membershipApiPaths.adminPlans);
  return adminPlanListSchema.parse(data);
}

export function useAdminPlans() {
  return useQuery({ queryKey: adminPlansQueryKey, queryFn: getAdminPlans });
}
