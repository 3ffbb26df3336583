import { tz } from "@date-fns/tz";
import { stringify } from "csv-stringify/sync";
import { format } from "date-fns";
import { decimalAmount } from "../admin-bookings/booking-csv.ts";
import { documentTitle } from "./document-content.ts";
import type { IssuedDocument } from "./document-queries.ts";

/**
 * A period's receipts, invoices and credit notes for the accountant, one row per document in
 * series and number order, amounts as decimals (credit notes negative). The same CSV dialect
 * as the bookings export: RFC 4180 with CRLF and a byte order mark. Customer-typed text that a
 * spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading apostrophe; the
 * amounts are ours and keep their minus sign (csv-stringify's escape_formulas would quote it).
 */
export function documentsCsv(rows: IssuedDocument[], zone: string): string {
  const header = [
    "Number",
    "Kind",
    `Issued (${zone})`,
    "Customer",
    "Email",
    "Company",
    "Tax ID",
    "Base",
    "VAT rate %",
    "VAT",
    "Total",
    "Currency",
    "Refers to",
    "Order invoice",
  ];
  const records = rows.map((d) => [
    d.code,
    documentTitle(d),
    format(d.issuedAt, "yyyy-MM-dd HH:mm", { in: tz(zone) }),
    typed(d.customer.name),
    typed(d.customer.email),
    typed(d.customer.company),
    typed(d.customer.tax_id),
    decimalAmount(d.base, d.currency),
    (d.vatRateBp / 100).toFixed(2),
    decimalAmount(d.vat, d.currency),
    decimalAmount(d.total, d.currency),
    d.currency,
    d.refersToCode ?? "",
    d.orderInv,
  ]);
  return stringify([header, ...records], { bom: true, record_delimiter: "windows" });
}

function typed(value: string | null | undefined): string {
  if (!value) return "";
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
