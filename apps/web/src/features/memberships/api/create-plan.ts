import { type AdminPlan, adminPlanSchema, membershipApiPaths, type PlanCreateRequest } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminPlansQueryKey } from "./get-admin-plans.ts";

/** POST /api/admin/plans → the new plan; 422 names the field, 403 a sport the manager does not cover. */
export async function createPlan(body: PlanCreateRequest): Promise<AdminPlan> {
  const { data } = await api.post(membershipApiPaths.adminPlans, body);
  return adminPlanSchema.parse(data);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlansQueryKey }),
  });
}
