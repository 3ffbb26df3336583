import { type Locale, localeTags } from "@courtside/contract";
import { tz } from "@date-fns/tz";
import { type Locale as DateLocale, format } from "date-fns";
import { es, fr } from "date-fns/locale";
import { formatMoney } from "../mail/money.ts";
import { FULL_INVOICE_SERIES, type IssuedDocument } from "./document-queries.ts";
import { documentWords } from "./i18n.ts";

/** What a document says, in words and formatted amounts, in one language; the HTML page and the PDF print the same. */
export type DocumentContent = {
  lang: Locale;
  title: string;
  code: string;
  /** "Issued 24 Nov 2026, 18:00". */
  issued: string;
  /** "Corrects R-2026-000123" on a credit note. */
  corrects: string | null;
  clubName: string;
  issuedBy: string;
  issuer: string[];
  customerHeading: string;
  customer: string[];
  /** The table's caption and its column headings: description, qty, unit price, amount. */
  caption: string;
  columns: [string, string, string, string];
  lines: { description: string; qty: string; unitPrice: string; amount: string }[];
  totals: [string, string][];
  note: string;
};

const dateLocales: Record<Locale, DateLocale | undefined> = { en: undefined, es, fr };

/** "Receipt (simplified invoice)", "Invoice" or "Credit note (corrective invoice)", in a language (English for the accountant's CSV). */
export function documentTitle(doc: Pick<IssuedDocument, "kind" | "series">, locale: Locale = "en"): string {
  const kind = doc.kind === "credit_note" ? "credit_note" : doc.series === FULL_INVOICE_SERIES ? "invoice" : "receipt";
  return documentWords(locale)("documents.title", { kind });
}

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** The customer as the document names them: a full invoice's company and tax id first. */
function customerLines(doc: IssuedDocument, taxId: (id: string) => string): string[] {
  const c = doc.customer;
  const full = doc.series === FULL_INVOICE_SERIES || (present(c.company) && present(c.tax_id));
  const lines = full ? [c.company, present(c.tax_id) ? taxId(c.tax_id) : null, c.address, c.name] : [c.name, c.email];
  return lines.filter(present);
}

export function documentContent(doc: IssuedDocument, clubName: string, zone: string, locale: Locale = "en"): DocumentContent {
  const t = documentWords(locale);
  const money = (minor: number) => formatMoney(minor, doc.currency, locale);
  const numbers = locale === "en" ? "en" : localeTags[locale];
  const rate = `${(doc.vatRateBp / 100).toLocaleString(numbers, { maximumFractionDigits: 2 })} %`;
  const taxId = (id: string) => t("documents.taxId", { taxId: id });
  const issuedOn = format(doc.issuedAt, "d MMM yyyy, HH:mm", { in: tz(zone), locale: dateLocales[locale] });
  return {
    lang: locale,
    title: documentTitle(doc, locale),
    code: doc.code,
    issued: t("documents.issued", { date: issuedOn }),
    corrects: doc.refersToCode ? t("documents.corrects", { code: doc.refersToCode }) : null,
    clubName,
    issuedBy: t("documents.issuedBy"),
    issuer: [doc.issuer.legal_name, taxId(doc.issuer.tax_id), doc.issuer.address],
    customerHeading: t("documents.customerHeading", { kind: doc.kind }),
    customer: customerLines(doc, taxId),
    caption: t("documents.linesOf", { code: doc.code }),
    columns: [t("documents.description"), t("documents.qty"), t("documents.unitPrice"), t("documents.amount")],
    lines: doc.lines.map((l) => ({
      description: l.description,
      qty: String(l.qty),
      unitPrice: money(l.unit_price),
      amount: money(l.amount),
    })),
    totals: [
      [t("documents.base"), money(doc.base)],
      [t("documents.vat", { rate }), money(doc.vat)],
      [t("documents.total"), money(doc.total)],
    ],
    note: t("documents.note", { rate, currency: doc.currency }),
  };
}
