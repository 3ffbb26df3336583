import { customerApiPaths } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { customerQueryKey } from "./get-customer.ts";

/** DELETE /api/admin/customers/{customer_id}/notes/{note_id} → 204; 403 when not theirs to delete, 404 when gone. */
export async function deleteCustomerNote(id: string, noteId: number): Promise<void> {
  await api.delete(customerApiPaths.customerNote(id, noteId));
}

export function useDeleteCustomerNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteCustomerNote(id, noteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }),
  });
}
