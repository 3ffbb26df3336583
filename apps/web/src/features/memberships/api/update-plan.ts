import { type AdminPlan, adminPlanSchema, membershipApiPaths, type PlanUpdateRequest } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminPlansQueryKey } from "./get-admin-plans.ts";

/** PATCH /api/admin/plans/{id} → the plan as saved (active: false retires it). */
export async function updatePlan({ id, body }: { id: number; body: PlanUpdateRequest }): Promise<AdminPlan> {
  const { data } = await api.patch(membershipApiPaths.adminPlan(id), body);
  return adminPlanSchema.parse(data);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlansQueryKey }),
  });
}
