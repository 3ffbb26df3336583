import { documentApiPaths, myDocumentsSchema } from "@courtside/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const PER_PAGE = 10;

/** GET /api/frontend/documents?page= → a page of the member's receipts and credit notes, newest first. */
export async function getMyDocuments(page: number) {
  const { data } = await api.get(documentApiPaths.mine, { params: { page, per_page: PER_PAGE } });
  return myDocumentsSchema.parse(data);
}

export function useMyDocuments(page: number) {
  return useQuery({ queryKey: ["my-documents", page], queryFn: () => getMyDocuments(page), placeholderData: keepPreviousData });
}
