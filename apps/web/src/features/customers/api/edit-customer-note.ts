import { type CustomerNote, type CustomerNoteRequest, customerApiPaths, customerNoteSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { customerQueryKey } from "./get-customer.ts";

/** PUT /api/admin/customers/{customer_id}/notes/{note_id} → the note; 403 when not theirs to change, 404 when gone. */
export async function editCustomerNote(id: string, noteId: number, body: CustomerNoteRequest): Promise<CustomerNote> {
  const { data } = await api.put(customerApiPaths.customerNote(id, noteId), body);
  return customerNoteSchema.parse(data);
}

export function useEditCustomerNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: number; body: CustomerNoteRequest }) => editCustomerNote(id, noteId, body),
    // Refreshed on a refusal too: a 404 means the note is gone, a 403 that the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }),
  });
}
