import { membershipApiPaths, type PlanList, planListSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const plansQueryKey = ["plans"] as const;

/** GET /api/plans → the plans on sale, with their benefits. */
export async function getPlans(): Promise<PlanList> {
  const { data } = await api.get(membershipApiPaths.plans);
  return planListSchema.parse(data);
}

export function usePlans() {
  return useQuery({ queryKey: plansQueryKey, queryFn: getPlans });
}
