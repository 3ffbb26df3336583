import { type DocumentFormat, type DocumentSummary, type Locale, type MyDocuments, parseDocumentFile } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../http/http-error.ts";
import { type PageRequest, pageMeta } from "../../http/paging.ts";
import { imageBytes } from "../club/club-images.ts";
import { clubInformation } from "../club/club-settings.ts";
import { documentContent } from "./document-content.ts";
import { documentHtml } from "./document-html.ts";
import { documentPdf } from "./document-pdf.ts";
import {
  creditNotesOfRefunds,
  type IssuedDocument,
  memberDocument,
  memberDocuments,
  orderDocument,
  orderDocuments,
  presentDocument,
} from "./document-queries.ts";

export type DocumentFile = { body: string | Buffer; contentType: string; filename: string };

const CONTENT_TYPES: Record<DocumentFormat, string> = { pdf: "application/pdf", html: "text/html; charset=utf-8" };

/** The order's documents for a caller already allowed to read the order. */
export async function listDocuments(deps: AppDeps, orderId: string): Promise<DocumentSummary[]> {
  return (await orderDocuments(deps.database.db, orderId)).map(presentDocument);
}

/** Staff may read any order's documents; an order that does not exist is 404. */
export async function listDocumentsOfExistingOrder(deps: AppDeps, orderId: string): Promise<DocumentSummary[]> {
  await assertOrderExists(deps, orderId);
  return listDocuments(deps, orderId);
}

/** `R-2026-000123.pdf` of the order, in `locale`; a malformed name, or one the order does not have, is 404. */
export function documentFile(deps: AppDeps, orderId: string, file: string, locale: Locale): Promise<DocumentFile> {
  return fileOf(deps, file, locale, (code) => orderDocument(deps.database.db, orderId, code));
}

/** `R-2026-000123.pdf` of any of the member's orders, in `locale`; else 404. */
export function memberDocumentFile(deps: AppDeps, memberId: string, file: string, locale: Locale): Promise<DocumentFile> {
  return fileOf(deps, file, locale, (code) => memberDocument(deps.database.db, memberId, code));
}

/** The member's documents of every order, newest first, a page at a time. */
export async function listMemberDocuments(deps: AppDeps, memberId: string, page: PageRequest): Promise<MyDocuments> {
  const { rows, total } = await memberDocuments(deps.database.db, memberId, page);
  return { data: rows.map(presentDocument), meta: pageMeta(page, total) };
}

async function fileOf(
  deps: AppDeps,
  file: string,
  locale: Locale,
  find: (code: string) => Promise<IssuedDocument | undefined>,
): Promise<DocumentFile> {
  const wanted = parseDocumentFile(file);
  if (!wanted) throw notFound();
  const doc = await find(wanted.code);
  if (!doc) throw notFound();
  return {
    body: await render(deps, doc, wanted.format, locale),
    contentType: CONTENT_TYPES[wanted.format],
    filename: `${doc.code}.${wanted.format}`,
  };
}

/**
 * The receipt of an order's first charge as a PDF attachment for its confirmation mail, in the
 * mail's language; null when none was issued.
 */
export async function receiptAttachment(deps: AppDeps, orderId: string, locale: Locale) {
  const receipt = (await orderDocuments(deps.database.db, orderId)).find((d) => d.kind === "receipt");
  return receipt ? pdfAttachment(deps, receipt, locale) : null;
}

/** The credit notes of the refunds just made, as PDF attachments for the mail that tells the customer (in its language). */
export async function creditNoteAttachments(
  deps: AppDeps,
  refunds: { provider: string; provider_ref: string }[],
  locale: Locale,
) {
  const named = refunds.map((r) => ({ provider: r.provider, providerRef: r.provider_ref }));
  const notes = await creditNotesOfRefunds(deps.database.db, named);
  return Promise.all(notes.map((doc) => pdfAttachment(deps, doc, locale)));
}

/** A document as a mail attachment: base64 text, as the outbox stores attachments as JSON. */
export async function pdfAttachment(deps: AppDeps, doc: IssuedDocument, locale: Locale) {
  const pdf = await render(deps, doc, "pdf", locale);
  const content = Buffer.from(pdf).toString("base64");
  return { filename: `${doc.code}.pdf`, content, contentType: "application/pdf", encoding: "base64" as const };
}

/**
 * A document heads with the club as it is now (its name and logo: the brand, not the legal
 * issuer, who is the snapshot taken at issue), so a new logo shows on every document.
 */
async function render(deps: AppDeps, doc: IssuedDocument, format: DocumentFormat, locale: Locale): Promise<string | Buffer> {
  const club = await clubInformation(deps.database.db, deps.config);
  const content = documentContent(doc, club.name, deps.config.timezone, locale);
  if (format === "html") return documentHtml(content, club.logo?.small_url);
  const logo = club.logo ? await imageBytes(deps.database.db, club.logo.id, "small") : null;
  return documentPdf(content, doc.issuedAt, logo?.bytes);
}

async function assertOrderExists(deps: AppDeps, orderId: string): Promise<void> {
  const [row] = await deps.database.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound();
}
