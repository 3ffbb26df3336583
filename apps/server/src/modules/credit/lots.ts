/**
 * Which credit is left, lot by lot, so credit that lapses (a pack bought with a validity)
 * lapses only as far as it was not spent. The rule, documented for members in the README:
 * every addition is a lot (a top-up with its expiry, or a refund or staff credit that never
 * lapses); whatever takes credit takes it from the lot that lapses soonest, never-lapsing
 * credit last, older first among equals; an expiry takes what is left of its own lot.
 * A pure function of the member's entries in ledger order, so tests and the sweep agree.
 */

export type LedgerEntry = {
  id: number;
  amount: number;
  expiresAt: Date | null;
  /** An expiry entry: the lot it lapsed. */
  lotEntryId: number | null;
};

export type CreditLot = { entryId: number; expiresAt: Date | null; left: number; lapsed: boolean };

/** The member's lots after `entries` (oldest first): what is left of each, and whether it has lapsed. */
export function creditLots(entries: readonly LedgerEntry[]): CreditLot[] {
  const lots: CreditLot[] = [];
  for (const entry of entries) {
    if (entry.lotEntryId !== null) {
      const lot = lots.find((l) => l.entryId === entry.lotEntryId);
      if (lot) {
        lot.left += entry.amount;
        lot.lapsed = true;
      }
    } else if (entry.amount > 0) {
      lots.push({ entryId: entry.id, expiresAt: entry.expiresAt, left: entry.amount, lapsed: false });
    } else {
      take(lots, -entry.amount);
    }
  }
  return lots;
}

/** Takes `amount` from the open lots, soonest to lapse first. */
function take(lots: CreditLot[], amount: number): void {
  let due = amount;
  for (const lot of [...lots].filter((l) => !l.lapsed && l.left > 0).sort(soonestFirst)) {
    if (due <= 0) return;
    const part = Math.min(due, lot.left);
    lot.left -= part;
    due -= part;
  }
}

function soonestFirst(a: CreditLot, b: CreditLot): number {
  const at = (lot: CreditLot) => lot.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return at(a) - at(b) || a.entryId - b.entryId;
}

/** Lots that lapse by `now` and have not been marked lapsed: what each expiry entry takes. */
export function lotsDue(lots: readonly CreditLot[], now: Date): CreditLot[] {
  return lots.filter((l) => !l.lapsed && l.expiresAt !== null && l.expiresAt <= now);
}

/** Credit still usable that lapses later, soonest first (for the member's page). */
export function expiringLots(lots: readonly CreditLot[], now: Date): CreditLot[] {
  return lots.filter((l) => !l.lapsed && l.left > 0 && l.expiresAt !== null && l.expiresAt > now).sort(soonestFirst);
}
