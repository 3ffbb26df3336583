/**
 * Receipts, full invoices and credit notes (DESIGN.md "Money"): every charge issues a receipt,
 * every refund a credit note referring to it, numbered per series and year without gaps.
 */
import { z } from "zod";

import { pageMetaSchema } from "./admin-common.ts";
import { boundedDateRange, isoDateSchema } from "./common.ts";
import { type Sport, sportSettings } from "./sports.ts";

export const DOCUMENT_KINDS = ["receipt", "credit_note"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** `R-2026-000123`: series (R receipt, F full invoice, C credit note), year, six-digit number. */
export const DOCUMENT_CODE_PATTERN = /^[A-Z]{1,3}-\d{4}-\d{6,}$/;
export const DOCUMENT_FORMATS = ["pdf", "html"] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const documentSummarySchema = z
  .object({
    code: z.string().describe("The document's number as printed, e.g. R-2026-000123"),
    kind: z.enum(DOCUMENT_KINDS),
    /** True for a full invoice (series F): the customer's company and tax id are on it. */
    full_invoice: z.boolean(),
    issued_at: z.string().describe("ISO 8601 instant"),
    total: z.number().int().describe("Minor units, VAT included; negative on a credit note"),
    base: z.number().int(),
    vat: z.number().int(),
    vat_rate: z.number().describe("Percent, e.g. 21"),
    currency: z.string(),
    refers_to: z.string().nullable().describe("A credit note's receipt"),
    order_id: z.string(),
    order_inv: z.string().describe("The invoice reference of the order it belongs to"),
  })
  .meta({ id: "DocumentSummary" });
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** `GET /api/frontend/documents`: the signed-in member's documents of every order (bookings, extras, plans, top-ups), newest first. */
export const myDocumentsSchema = z
  .object({ data: z.array(documentSummarySchema), meta: pageMetaSchema })
  .meta({ id: "MyDocuments" });
export type MyDocuments = z.infer<typeof myDocumentsSchema>;

/** `GET /api/frontend/documents/{file}`. */
export const myDocumentFileParamsSchema = z.object({
  file: z.string().max(40).describe("The document's number with .pdf or .html, e.g. R-2026-000123.pdf"),
});

/** `{number}.pdf` / `{number}.html`: a malformed name is 404, like an unknown one. */
export const documentFileParamsSchema = z.object({
  order_id: z.uuid(),
  file: z.string().max(40).describe("The document's number with .pdf or .html, e.g. R-2026-000123.pdf"),
});

/** Splits `R-2026-000123.pdf` into its code and format; null when it is not a document's file name. */
export function parseDocumentFile(file: string): { code: string; format: DocumentFormat } | null {
  const match = /^(.+)\.(pdf|html)$/.exec(file);
  if (!match?.[1] || !DOCUMENT_CODE_PATTERN.test(match[1])) return null;
  return { code: match[1], format: match[2] as DocumentFormat };
}

/** The longest period one CSV export covers, in days (both ends included). */
export const DOCUMENTS_EXPORT_MAX_DAYS = 366;

/** `GET /api/admin/documents.csv?from=&to=`: documents issued on these facility-local dates. */
export const documentsExportQuerySchema = boundedDateRange(
  z.object({
    from: isoDateSchema.describe("First issue date (inclusive, facility-local)"),
    to: isoDateSchema.describe("Last issue date (inclusive, facility-local)"),
  }),
  DOCUMENTS_EXPORT_MAX_DAYS,
  "contract.date.toBeforeFrom",
);
export type DocumentsExportQuery = z.infer<typeof documentsExportQuerySchema>;

const sportApi = (sport: Sport) => `/api/${sportSettings[sport].api}`;
const order = (orderId: string) => encodeURIComponent(orderId);

/** Document paths the web app calls; the member's and guest's carry the order's access key. */
export const documentApiPaths = {
  orderDocuments: (sport: Sport, orderId: string) => `${sportApi(sport)}/orders/${order(orderId)}/documents`,
  orderDocument: (sport: Sport, orderId: string, code: string, format: DocumentFormat) =>
    `${sportApi(sport)}/orders/${order(orderId)}/documents/${encodeURIComponent(code)}.${format}`,
  adminOrderDocuments: (orderId: string) => `/api/admin/orders/${order(orderId)}/documents`,
  adminOrderDocument: (orderId: string, code: string, format: DocumentFormat) =>
    `/api/admin/orders/${order(orderId)}/documents/${encodeURIComponent(code)}.${format}`,
  adminExport: "/api/admin/documents.csv",
  mine: "/api/frontend/documents",
  myDocument: (code: string, format: DocumentFormat) => `/api/frontend/documents/${encodeURIComponent(code)}.${format}`,
} as const;
