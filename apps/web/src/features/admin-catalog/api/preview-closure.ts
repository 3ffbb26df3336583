import { adminCatalogPaths, type ClosureBody, type ClosurePreview, closurePreviewSchema, type Sport } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/admin/{sport}/closures/preview → every order the closure would hit, with what closing it refunds (writes nothing). */
export async function previewClosure(sport: Sport, body: ClosureBody): Promise<ClosurePreview> {
  const { data } = await api.post(adminCatalogPaths.closurePreview(sport), body);
  return closurePreviewSchema.parse(data);
}

export function usePreviewClosure(sport: Sport) {
  return useMutation({ mutationFn: (body: ClosureBody) => previewClosure(sport, body) });
}
