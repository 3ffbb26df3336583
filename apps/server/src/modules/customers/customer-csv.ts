import type { CustomerRow } from "@courtside/contract";
import { stringify } from "csv-stringify/sync";

/**
 * The customer search as CSV, as the bookings export writes it (RFC 4180, CRLF, a byte order
 * mark): text a spreadsheet would run as a formula gets a leading apostrophe, since names,
 * e-mails and phones are typed by customers.
 */
export function customersCsv(rows: CustomerRow[]): string {
  const header = ["Customer id", "Type", "Name", "Email", "Phone", "Bookings", "Last booking", "No-shows"];
  const records = rows.map((r) => [
    r.id,
    r.kind,
    r.name,
    r.email,
    r.phone ?? "",
    String(r.bookings),
    r.last_booking_date ?? "",
    String(r.no_shows),
  ]);
  return stringify([header, ...records], { bom: true, record_delimiter: "windows", escape_formulas: true });
}

/** `customers-2026-11-22.csv`, or `customers-matching-ana-2026-11-22.csv`: safe in any header. */
export function customersCsvFilename(q: string | undefined, today: string): string {
  const words = (q ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return words ? `customers-matching-${words}-${today}.csv` : `customers-${today}.csv`;
}
