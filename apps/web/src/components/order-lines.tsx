import { formatMoney } from "../lib/format.ts";
import { useT } from "./i18n.ts";

export interface DisplayLine {
  description: string;
  qty: number;
  unit_price: number;
  amount: number;
  date?: string;
}

/** Every line of a booking and the total, as a table (the draft's estimate or the server's figures). */
export function OrderLines({
  lines,
  total,
  currency,
  caption,
  creditApplied = 0,
  sharedOut = 0,
}: {
  lines: DisplayLine[];
  total: number;
  currency?: string;
  caption: string;
  /** Club credit already put toward it (credit first, the rest by card). */
  creditApplied?: number;
  /** Split between players: what their shares pay; the rest is the payer's own share. */
  sharedOut?: number;
}) {
  const t = useT();
  return (
    <table className="order-lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("components.orderLines.item")}</th>
          <th scope="col" className="amount">
            {t("components.orderLines.qty")}
          </th>
          <th scope="col" className="amount">
            {t("components.orderLines.amount")}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.description}-${line.date ?? ""}-${line.unit_price}-${line.qty}`}>
            <td>{line.description}</td>
            <td className="amount">{line.qty}</td>
            <td className="amount">{formatMoney(line.amount, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t("components.orderLines.total")}
          </th>
          <td className="amount" data-testid="order-total">
            {formatMoney(total, currency)}
          </td>
        </tr>
        {sharedOut > 0 && (
          <>
            <tr>
              <th scope="row" colSpan={2}>
                {t("components.orderLines.shared")}
              </th>
              <td className="amount">−{formatMoney(sharedOut, currency)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t("components.orderLines.yourShare")}
              </th>
              <td className="amount" data-testid="order-your-share">
                {formatMoney(total - sharedOut, currency)}
              </td>
            </tr>
          </>
        )}
        {creditApplied > 0 && (
          <>
            <tr>
              <th scope="row" colSpan={2}>
                {t("components.orderLines.credit")}
              </th>
              <td className="amount">−{formatMoney(creditApplied, currency)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t("components.orderLines.cardDue")}
              </th>
              <td className="amount" data-testid="order-card-due">
                {formatMoney(total - sharedOut - creditApplied, currency)}
              </td>
            </tr>
          </>
        )}
      </tfoot>
    </table>
  );
}
