import { type DocumentsExportQuery, documentApiPaths } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download-file.ts";

/** GET /api/admin/documents.csv?from=&to= → the period's receipts and credit notes, saved as the server names it. */
export function downloadDocumentsCsv(query: DocumentsExportQuery): Promise<string> {
  return downloadFile(documentApiPaths.adminExport, query, `documents-${query.from}-to-${query.to}.csv`);
}

export function useDownloadDocumentsCsv() {
  return useMutation({ mutationFn: downloadDocumentsCsv });
}
