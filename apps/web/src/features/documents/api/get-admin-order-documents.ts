import { documentApiPaths, documentSummarySchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

const listSchema = z.array(documentSummarySchema);

/** GET /api/admin/orders/{id}/documents → the order's receipts and credit notes, for staff. */
export async function getAdminOrderDocuments(orderId: string) {
  const { data } = await api.get(documentApiPaths.adminOrderDocuments(orderId));
  return listSchema.parse(data);
}

export function useAdminOrderDocuments(orderId: string) {
  return useQuery({ queryKey: ["admin-order-documents", orderId], queryFn: () => getAdminOrderDocuments(orderId) });
}
