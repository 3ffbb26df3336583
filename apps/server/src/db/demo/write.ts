import { toRange } from "../../facility-time.ts";
import { presentAdminClosure } from "../../modules/admin-catalog/presenter.ts";
import type { Db } from "../client.ts";
import { auditLog, bookings, closures, members, memberships, orderLines, orders, payments } from "../schema.ts";
import type { DemoClub } from "./club.ts";
import type { AuditDraft } from "./ledger.ts";

/** Rows per INSERT: a few statements for the whole club, far below PostgreSQL's 65,535 parameters (orders have 24 columns). */
const BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Writes the generated club in the caller's transaction, through the same tables and
 * constraints as the application: the exclusion constraint and the closure triggers check
 * every booking and closure as they would any other.
 */
export async function writeClub(tx: Db, club: DemoClub, passwordHash: string): Promise<void> {
  const { ledger } = club;
  await inBatches(club.people.members, (batch) =>
    tx.insert(members).values(batch.map((m) => ({ ...m, passwordHash, updatedAt: m.createdAt }))),
  );
  // Bookings before their extras: an extras order names its booking's order.
  const parentsFirst = [...ledger.orders.filter((o) => !o.parentOrderId), ...ledger.orders.filter((o) => o.parentOrderId)];
  await inBatches(parentsFirst, (batch) => tx.insert(orders).values(batch));
  await inBatches(ledger.lines, (batch) => tx.insert(orderLines).values(batch));
  await inBatches(ledger.bookings, (batch) => tx.insert(bookings).values(batch));
  await writePayments(tx, club);
  await inBatches(ledger.memberships, (batch) => tx.insert(memberships).values(batch));
  const closureAudit = await writeClosures(tx, club);
  const audit = [...ledger.audit, ...closureAudit].sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
  await inBatches(audit, (batch) => tx.insert(auditLog).values(batch));
}

/**
 * Charges, then the refunds naming them (`refund_of` is the charge's id, known once written).
 * Each row issues its receipt or credit note (the trigger on payments); charges go in the order
 * they were taken, so the receipts' numbers follow their dates as the law expects.
 */
async function writePayments(tx: Db, club: DemoClub) {
  const byTime = (a: { createdAt?: Date | null }, b: { createdAt?: Date | null }) =>
    Number(a.createdAt ?? 0) - Number(b.createdAt ?? 0);
  const charges = club.ledger.payments.filter((p) => p.kind === "charge").sort(byTime);
  const chargeOf = new Map<string, number>();
  await inBatches(charges, async (batch) => {
    const written = await tx.insert(payments).values(batch).returning({ id: payments.id, orderId: payments.orderId });
    for (const w of written) chargeOf.set(w.orderId, w.id);
  });
  const refunds = club.ledger.payments
    .filter((p) => p.kind === "refund")
    .sort(byTime)
    .map((p) => ({ ...p, refundOf: chargeOf.get(p.orderId) ?? null }));
  await inBatches(refunds, (batch) => tx.insert(payments).values(batch));
}

/** The closures, and the audit rows of the administrators who made them. */
async function writeClosures(tx: Db, club: DemoClub): Promise<AuditDraft[]> {
  const audit: AuditDraft[] = [];
  for (const c of club.closures) {
    const [row] = await tx
      .insert(closures)
      .values({
        sport: c.sport,
        courtId: c.court?.id ?? null,
        during: toRange(c),
        reason: c.reason,
        createdByAdminId: c.createdByAdminId,
        createdAt: c.createdAt,
      })
      .returning({ id: closures.id });
    if (!row) throw new Error("closure insert returned no row");
    const read = { id: row.id, courtId: c.court?.id ?? null, courtName: c.court?.name ?? null, ...c };
    const after = presentAdminClosure(read, club.ledger.club.zone);
    audit.push({
      actorAdminId: c.createdByAdminId,
      action: "closure.create",
      entity: "closure",
      entityId: String(row.id),
      after,
      createdAt: c.createdAt,
    });
  }
  return audit;
}
