import { type AdminClosure, adminCatalogPaths, adminClosureSchema, type ClosureBody, type Sport } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./keys.ts";

/** POST /api/admin/{sport}/closures → 201 the closure; 409 listing the bookings it would hit (or, closing them, the orders it could not refund). */
export async function createClosure(sport: Sport, body: ClosureBody): Promise<AdminClosure> {
  const { data } = await api.post(adminCatalogPaths.closures(sport), body);
  return adminClosureSchema.parse(data);
}

export function useCreateClosure(sport: Sport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosureBody) => createClosure(sport, body),
    onSuccess: () => refreshAfterChange(queryClient, sport, "closures"),
  });
}
