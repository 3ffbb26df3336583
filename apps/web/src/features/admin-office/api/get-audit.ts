import { type AuditPage, type AuditQuery, adminOfficePaths, auditPageSchema } from "@courtside/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { OFFICE_KEY } from "./keys.ts";

export type AuditFilter = Partial<Pick<AuditQuery, "entity" | "entity_id" | "action">> & { page: number };

/** GET /api/admin/audit?entity=&entity_id=&action=&page= → entries newest first. */
export async function getAudit(filter: AuditFilter): Promise<AuditPage> {
  const { data } = await api.get(adminOfficePaths.audit, { params: { ...filter, per_page: 20 } });
  return auditPageSchema.parse(data);
}

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: [OFFICE_KEY, "audit", filter],
    queryFn: () => getAudit(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
