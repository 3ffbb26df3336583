import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { refundCharges, unrefundedCharges } from "../payments/refunds.ts";
import type { MembershipRow } from "./activate.ts";
import { daysFrom } from "./periods.ts";

/**
 * What a cancelled membership leaves unused, in minor units: whole days only. Today counts as
 * used; a membership that has not started yet is wholly unused. Rounded down, so the club
 * never returns more than was paid.
 */
export function proRataAmount(total: number, row: Pick<MembershipRow, "startsOn" | "endsOn">, today: string): number {
  if (!row.startsOn || !row.endsOn) return 0;
  const days = daysFrom(row.startsOn, row.endsOn);
  const unused = row.startsOn > today ? days : Math.max(0, daysFrom(today, row.endsOn) - 1);
  return days > 0 ? Math.floor((total * unused) / days) : 0;
}

/**
 * Returns `amount` of the order's charge the way it came in, through the existing refund code
 * (provider, desk, the refund row naming the charge), in the caller's transaction. That code
 * returns a charge once and whole, so a part is refunded as the charge cut to that amount: the
 * rest of that charge can then never be refunded (a membership is cancelled only once).
 * Answers the amount returned.
 */
export async function refundPart(deps: AppDeps, tx: Db, order: OrderRow, amount: number, now: Date): Promise<number> {
  const [charge] = await unrefundedCharges(tx, order.id);
  if (!charge || amount <= 0) return 0;
  const part = Math.min(amount, charge.amount);
  await refundCharges(deps, tx, order, [{ ...charge, amount: part }], now);
  return part;
}
