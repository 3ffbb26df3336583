import { type CustomerSearch, customerApiPaths } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * GET /api/admin/customers.csv with the search. Fetched with the bearer token (a plain link
 * would not carry it), then saved from a blob URL under the name the server gave.
 */
export async function downloadCustomersCsv(search: CustomerSearch): Promise<string> {
  const response = await api.get<Blob>(customerApiPaths.customersCsv, { params: search, responseType: "blob" });
  const disposition = response.headers["content-disposition"];
  const name = (typeof disposition === "string" && /filename="([^"]+)"/.exec(disposition)?.[1]) || "customers.csv";
  const url = URL.createObjectURL(response.data);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useDownloadCustomersCsv() {
  return useMutation({ mutationFn: downloadCustomersCsv });
}
