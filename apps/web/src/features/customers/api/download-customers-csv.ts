import { type CustomerSearch, customerApiPaths } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download-file.ts";

/** GET /api/admin/customers.csv with the search, saved as the server names it. */
export function downloadCustomersCsv(search: CustomerSearch): Promise<string> {
  return downloadFile(customerApiPaths.customersCsv, search, "customers.csv");
}

export function useDownloadCustomersCsv() {
  return useMutation({ mutationFn: downloadCustomersCsv });
}
