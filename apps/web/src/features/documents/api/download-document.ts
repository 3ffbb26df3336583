import { type DocumentFormat, documentApiPaths, type Sport } from "@courtside/contract";
import { downloadFile } from "../../../lib/download-file.ts";

/**
 * GET …/documents/{number}.pdf|.html with the signed-in session (a member's or staff's bearer
 * token, which a plain link cannot carry), saved under the document's number.
 */
export function downloadOrderDocument(sport: Sport, orderId: string, code: string, format: DocumentFormat) {
  return downloadFile(documentApiPaths.orderDocument(sport, orderId, code, format), {}, `${code}.${format}`);
}

export function downloadAdminOrderDocument(orderId: string, code: string, format: DocumentFormat) {
  return downloadFile(documentApiPaths.adminOrderDocument(orderId, code, format), {}, `${code}.${format}`);
}

/** One of the member's documents, whatever order it belongs to. */
export function downloadMyDocument(code: string, format: DocumentFormat) {
  return downloadFile(documentApiPaths.myDocument(code, format), {}, `${code}.${format}`);
}
