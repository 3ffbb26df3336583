import type { Sport } from "@courtside/contract";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation, violatedConstraint } from "../../db/errors.ts";
import { newInvoiceNumber } from "./access-keys.ts";

/**
 * Writes an order inside the caller's transaction under a new invoice number, drawn again
 * (up to five times) when it is taken: each try runs in a savepoint, so a number drawn twice
 * costs that try only, never the caller's whole transaction (a move, a membership sale).
 */
export async function withFreshInvoice<T>(
  tx: Db,
  sport: Sport,
  today: string,
  write: (savepoint: Db, inv: string) => Promise<T>,
  draw: (sport: Sport, today: string) => string = newInvoiceNumber,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction((savepoint) => write(savepoint, draw(sport, today)));
    } catch (err) {
      const again = isUniqueViolation(err) && violatedConstraint(err) === "orders_inv_unique" && attempt < 5;
      if (!again) throw err;
    }
  }
}
