import type { DocumentSummary } from "@courtside/contract";
import { and, asc, desc, eq, gte, inArray, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { documents, orders, payments } from "../../db/schema.ts";
import { countAll, type PageRequest, pageWindow } from "../../http/paging.ts";

export type DocumentRow = typeof documents.$inferSelect;
/** A document with the code of the receipt a credit note refers to, and its order's invoice reference. */
export type IssuedDocument = DocumentRow & { refersToCode: string | null; orderInv: string };

const referred = alias(documents, "referred");
const columns = { doc: documents, refersToCode: referred.code, orderInv: orders.inv };

function issued(db: Db) {
  return db
    .select(columns)
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .leftJoin(referred, eq(referred.id, documents.refersTo));
}

const flatten = (rows: { doc: DocumentRow; refersToCode: string | null; orderInv: string }[]): IssuedDocument[] =>
  rows.map((r) => ({ ...r.doc, refersToCode: r.refersToCode, orderInv: r.orderInv }));

/** An order's documents in the order they were issued. */
export async function orderDocuments(db: Db, orderId: string): Promise<IssuedDocument[]> {
  return flatten(await issued(db).where(eq(documents.orderId, orderId)).orderBy(asc(documents.id)));
}

/** One document of the order by its code; undefined when the order has none by that code. */
export async function orderDocument(db: Db, orderId: string, code: string): Promise<IssuedDocument | undefined> {
  const [row] = flatten(await issued(db).where(and(eq(documents.orderId, orderId), eq(documents.code, code))));
  return row;
}

/** A page of the member's documents, of every order that is theirs, newest first; and how many there are. */
export async function memberDocuments(db: Db, memberId: string, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const rows = await issued(db).where(eq(orders.memberId, memberId)).orderBy(desc(documents.id)).limit(limit).offset(offset);
  const [total] = await db
    .select({ n: countAll })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(eq(orders.memberId, memberId));
  return { rows: flatten(rows), total: total?.n ?? 0 };
}

/** One of the member's documents by its code. */
export async function memberDocument(db: Db, memberId: string, code: string): Promise<IssuedDocument | undefined> {
  const [row] = flatten(await issued(db).where(and(eq(orders.memberId, memberId), eq(documents.code, code))));
  return row;
}

/** The credit notes of refunds named by provider and reference (what a refund's caller knows of it). */
export async function creditNotesOfRefunds(
  db: Db,
  refunds: { provider: string; providerRef: string }[],
): Promise<IssuedDocument[]> {
  if (refunds.length === 0) return [];
  const named = refunds.map((r) => and(eq(payments.provider, r.provider), eq(payments.providerRef, r.providerRef)));
  const ids = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.kind, "refund"), or(...named)));
  return flatten(await issued(db).where(inArray(documents.paymentId, ids)).orderBy(asc(documents.id)));
}

/** Documents issued in [from, to), by series, year and number (the accountant's order). */
export async function documentsIssuedBetween(db: Db, from: Date, to: Date): Promise<IssuedDocument[]> {
  const rows = await issued(db)
    .where(and(gte(documents.issuedAt, from), lt(documents.issuedAt, to)))
    .orderBy(asc(documents.series), asc(documents.year), asc(documents.number));
  return flatten(rows);
}

/** Full invoices carry their own series (see docs/architecture.md, "Receipts and credit notes"). */
export const FULL_INVOICE_SERIES = "F";

export function presentDocument(row: IssuedDocument): DocumentSummary {
  return {
    code: row.code,
    kind: row.kind,
    full_invoice: row.series === FULL_INVOICE_SERIES,
    issued_at: row.issuedAt.toISOString(),
    total: row.total,
    base: row.base,
    vat: row.vat,
    vat_rate: row.vatRateBp / 100,
    currency: row.currency,
    refers_to: row.refersToCode,
    order_id: row.orderId,
    order_inv: row.orderInv,
  };
}
