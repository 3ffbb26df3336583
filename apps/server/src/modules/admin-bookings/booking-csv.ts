import type { AdminBookingRow } from "@courtside/contract";
import { tz } from "@date-fns/tz";
import { stringify } from "csv-stringify/sync";
import { format } from "date-fns";

/** Minor units as a plain decimal in the currency's own number of decimals ("24.00", "2400" for JPY). */
export function decimalAmount(minor: number, currency: string): string {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

/** An instant as facility-local "YYYY-MM-DD HH:mm", what a spreadsheet reader expects. */
function localTime(iso: string | null, zone: string): string {
  return iso ? format(new Date(iso), "yyyy-MM-dd HH:mm", { in: tz(zone) }) : "";
}

/**
 * The filtered list as CSV (RFC 4180: CRLF, fields quoted when they hold a comma, quote or
 * line break, quotes doubled), with a byte order mark so spreadsheets read it as UTF-8.
 * Text that a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading
 * apostrophe (`escape_formulas`): names and emails are typed by customers.
 */
export function bookingsCsv(rows: AdminBookingRow[], zone: string): string {
  const header = [
    "Invoice",
    "Kind",
    "Booking invoice",
    "Status",
    "Refund due",
    "Date",
    "Start",
    "End",
    "Courts",
    "Customer",
    "Email",
    "Phone",
    "Customer type",
    "Channel",
    "Total",
    "Refunded",
    "Currency",
    `Created (${zone})`,
    `Paid (${zone})`,
  ];
  const records = rows.map((r) => [
    r.inv,
    r.kind,
    r.parent_inv ?? "",
    r.status,
    r.refund_due ? "yes" : "no",
    r.date ?? "",
    r.timeslot?.start ?? "",
    r.timeslot?.end ?? "",
    r.courts.map((c) => c.name).join(", "),
    r.customer.name,
    r.customer.email,
    r.customer.phone ?? "",
    r.customer_type,
    r.channel,
    decimalAmount(r.total, r.currency),
    decimalAmount(r.refunded, r.currency),
    r.currency,
    localTime(r.created_at, zone),
    localTime(r.paid_at, zone),
  ]);
  return stringify([header, ...records], { bom: true, record_delimiter: "windows", escape_formulas: true });
}

/** `tennis-bookings-2026-11-01-to-2026-11-30.csv`: what the file holds, safe in any header. */
export function csvFilename(sport: string, from: string | undefined, to: string | undefined, today: string): string {
  const span = from || to ? `${from ?? "start"}-to-${to ?? "end"}` : `all-${today}`;
  return `${sport}-bookings-${span}.csv`;
}
