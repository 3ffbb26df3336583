import type { Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { bookingRules } from "../rules/service.ts";
import { findCustomer } from "./customer-detail.ts";
import { customerWords } from "./i18n.ts";
import { suspensionOf } from "./suspension.ts";
import { insertLift } from "./suspension-lifts.ts";

/**
 * Staff lift a customer's no-show suspension of a sport before it ends: the no-shows marked
 * until now stop counting, so the customer books online at once (a later no-show counts
 * afresh). 409 when the customer is not suspended. Audited with what was lifted.
 */
export async function liftSuspension(
  deps: AppDeps,
  staff: { id: string; sports: Sport[] },
  customerId: string,
  sport: Sport,
): Promise<void> {
  const db = deps.database.db;
  const { ref, contact } = await findCustomer(db, customerId, staff.sports);
  const now = deps.clock.now();
  const suspension = await suspensionOf(db, sport, ref, await bookingRules(db, sport), now, deps.config.timezone);
  if (!suspension) {
    const message = worded(customerWords, "customers.notSuspended", { customer: contact.name || contact.email, sport });
    throw new HttpError(409, message, undefined, undefined, { code: "not_suspended", params: { sport } });
  }
  await db.transaction(async (tx) => {
    await insertLift(tx, ref, sport, staff.id, now);
    await recordAudit(tx, {
      actorAdminId: staff.id,
      action: "customer.suspension_lift",
      entity: "customer",
      entityId: ref.kind === "member" ? ref.memberId : customerId,
      before: { sport, until: suspension.until, no_shows: suspension.bookingIds.length },
      after: { sport, customer: contact.name || contact.email, lifted: true },
    });
  });
}
