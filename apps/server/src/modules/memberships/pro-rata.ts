import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { refundPart, unrefundedCharges } from "../payments/refunds.ts";
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

/** Returns `amount` of the order's charges the way they came in (payments' partial refunds), in the caller's transaction; answers the amount returned. */
export async function refundProRata(deps: AppDeps, tx: Db, order: OrderRow, amount: number, now: Date): Promise<number> {
  if (amount <= 0) return 0;
  const refunds = await refundPart(deps, tx, order, await unrefundedCharges(tx, order.id), amount, now);
  return refunds.reduce((sum, r) => sum + r.amount, 0);
}
