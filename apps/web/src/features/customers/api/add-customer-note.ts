import { type CustomerNote, type CustomerNoteRequest, customerApiPaths, customerNoteSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { customerQueryKey } from "./get-customer.ts";

/** POST /api/admin/customers/{customer_id}/notes → the note; 422 names what is wrong with the text. */
export async function addCustomerNote(id: string, body: CustomerNoteRequest): Promise<CustomerNote> {
  const { data } = await api.post(customerApiPaths.customerNotes(id), body);
  return customerNoteSchema.parse(data);
}

export function useAddCustomerNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerNoteRequest) => addCustomerNote(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(id) }),
  });
}
