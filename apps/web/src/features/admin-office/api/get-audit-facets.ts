import { type AuditFacets, adminOfficePaths, auditFacetsSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { OFFICE_KEY } from "./keys.ts";

/** GET /api/admin/audit/facets → the entities and actions the log holds. */
export async function getAuditFacets(): Promise<AuditFacets> {
  const { data } = await api.get(adminOfficePaths.auditFacets);
  return auditFacetsSchema.parse(data);
}

export function useAuditFacets() {
  return useQuery({ queryKey: [OFFICE_KEY, "audit-facets"], queryFn: getAuditFacets });
}
