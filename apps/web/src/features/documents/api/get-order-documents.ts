import { documentApiPaths, documentSummarySchema, type Sport } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

const listSchema = z.array(documentSummarySchema);

/** GET /api/{api}/orders/{id}/documents?key= → the order's receipts and credit notes (its member, or whoever holds the key). */
export async function getOrderDocuments(sport: Sport, orderId: string, key?: string | null) {
  const { data } = await api.get(documentApiPaths.orderDocuments(sport, orderId), { params: key ? { key } : undefined });
  return listSchema.parse(data);
}

export function useOrderDocuments(sport: Sport, orderId: string, key: string | null, enabled = true) {
  return useQuery({
    queryKey: ["order-documents", sport, orderId, key],
    queryFn: () => getOrderDocuments(sport, orderId, key),
    enabled,
  });
}
