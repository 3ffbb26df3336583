import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { formatMoney } from "../mail/money.ts";
import { FULL_INVOICE_SERIES, type IssuedDocument } from "./document-queries.ts";

/** What a document says, in words and formatted amounts; the HTML page and the PDF print the same. */
export type DocumentContent = {
  title: string;
  code: string;
  issuedOn: string;
  clubName: string;
  issuer: string[];
  customerHeading: string;
  customer: string[];
  refersTo: string | null;
  lines: { description: string; qty: string; unitPrice: string; amount: string }[];
  totals: [string, string][];
  note: string;
};

const TITLES = {
  receipt: "Receipt (simplified invoice)",
  invoice: "Invoice",
  credit_note: "Credit note (corrective invoice)",
} as const;

export function documentTitle(doc: Pick<IssuedDocument, "kind" | "series">): string {
  if (doc.kind === "credit_note") return TITLES.credit_note;
  return doc.series === FULL_INVOICE_SERIES ? TITLES.invoice : TITLES.receipt;
}

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** The customer as the document names them: a full invoice's company and tax id first. */
function customerLines(doc: IssuedDocument): string[] {
  const c = doc.customer;
  const full = doc.series === FULL_INVOICE_SERIES || (present(c.company) && present(c.tax_id));
  const lines = full ? [c.company, present(c.tax_id) ? `Tax ID: ${c.tax_id}` : null, c.address, c.name] : [c.name, c.email];
  return lines.filter(present);
}

export function documentContent(doc: IssuedDocument, clubName: string, zone: string): DocumentContent {
  const money = (minor: number) => formatMoney(minor, doc.currency);
  const rate = `${(doc.vatRateBp / 100).toLocaleString("en", { maximumFractionDigits: 2 })} %`;
  return {
    title: documentTitle(doc),
    code: doc.code,
    issuedOn: format(doc.issuedAt, "d MMM yyyy, HH:mm", { in: tz(zone) }),
    clubName,
    issuer: [doc.issuer.legal_name, `Tax ID: ${doc.issuer.tax_id}`, doc.issuer.address],
    customerHeading: doc.kind === "credit_note" ? "Refunded to" : "Billed to",
    customer: customerLines(doc),
    refersTo: doc.refersToCode,
    lines: doc.lines.map((l) => ({
      description: l.description,
      qty: String(l.qty),
      unitPrice: money(l.unit_price),
      amount: money(l.amount),
    })),
    totals: [
      ["Taxable base", money(doc.base)],
      [`VAT ${rate}`, money(doc.vat)],
      ["Total (VAT included)", money(doc.total)],
    ],
    note: `Prices include VAT at ${rate}. Amounts in ${doc.currency}.`,
  };
}
