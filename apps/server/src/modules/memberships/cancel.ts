import { type AdminMembership, DEFAULT_LOCALE, formatDay, type Membership, webRoutes } from "@courtside/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members, membershipPlans, memberships, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday } from "../../facility-time.ts";
import { HttpError, notFound, worded } from "../../http/http-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { forgetShownTier } from "../booking-policy/shown-tier.ts";
import { mailClub } from "../mail/layout.ts";
import { membershipCancelledMail } from "../mail/membership-mail.ts";
import { lockMember, type MembershipRow } from "./activate.ts";
import { membershipWords } from "./i18n.ts";
import { findMembership, noSuchMembership, presentOneMembership } from "./membership-queries.ts";
import { proRataAmount, refundProRata } from "./pro-rata.ts";

/**
 * A member cancels their membership: it ends at once (no refund), and from today they book
 * as a registered player; their bookings stay. There is nothing to cancel "at period end":
 * a plan never renews by itself. An unpaid purchase is dropped with its order.
 */
export async function cancelMine(deps: AppDeps, memberId: string, membershipId: string): Promise<Membership> {
  const found = await findMembership(deps.database.db, membershipId);
  if (found.memberId !== memberId) throw notFound(noSuchMembership);
  const ended = await deps.database.db.transaction((tx) => endMembership(deps, tx, found));
  forgetShownTier(deps, found.memberId);
  if (ended.before.status === "active") mailCancelled(deps, found, 0, false);
  return presentOneMembership(deps, ended.row);
}

/** Staff cancel a membership; `pro_rata` returns its whole unused days through the way it was paid. Audited. */
export async function cancelByStaff(
  deps: AppDeps,
  adminId: string,
  membershipId: string,
  refund: "none" | "pro_rata",
): Promise<AdminMembership> {
  const found = await findMembership(deps.database.db, membershipId);
  const now = deps.clock.now();
  const done = await deps.database.db.transaction(async (tx) => {
    const ended = await endMembership(deps, tx, found);
    const today = facilityToday(now, deps.config.timezone);
    const due =
      refund === "pro_rata" && ended.order?.status === "paid" ? proRataAmount(ended.order.total, ended.before, today) : 0;
    const refunded = ended.order && due > 0 ? await refundProRata(deps, tx, ended.order, due, now) : 0;
    if (ended.order && refunded === ended.order.total && refunded > 0)
      await tx.update(orders).set({ status: "refunded" }).where(eq(orders.id, ended.order.id));
    await recordAudit(tx, {
      actorAdminId: adminId,
      action: "membership.cancel",
      entity: "membership",
      entityId: found.id,
      before: { status: ended.before.status, starts_on: ended.before.startsOn, ends_on: ended.before.endsOn },
      after: { status: "cancelled", refund, refunded, inv: ended.order?.inv ?? null, currency: deps.config.currency },
    });
    return { row: ended.row, refunded };
  });
  forgetShownTier(deps, found.memberId);
  if (found.status === "active") mailCancelled(deps, found, done.refunded, true);
  return { ...(await presentOneMembership(deps, done.row)), member_id: found.memberId, refunded: done.refunded };
}

/** Once committed: the member is told, without the answer waiting for mail. */
function mailCancelled(deps: AppDeps, found: MembershipRow, refunded: number, byStaff: boolean): void {
  deps.background.run("membership cancelled mail", async () => {
    const { db } = deps.database;
    const [[member], [plan]] = await Promise.all([
      db.select().from(members).where(eq(members.id, found.memberId)),
      db.select().from(membershipPlans).where(eq(membershipPlans.id, found.planId)),
    ]);
    if (!member || !plan) return;
    await deps.mailer.send(
      membershipCancelledMail({
        to: member.email,
        name: member.name,
        club: await mailClub(deps, member.email),
        plan: plan.name,
        link: `${deps.config.appUrl}${webRoutes.membership}`,
        refunded,
        currency: deps.config.currency,
        byStaff,
      }),
    );
  });
}

/** Under the member's lock: the membership becomes cancelled; an unpaid one's order is cancelled too. */
async function endMembership(deps: AppDeps, tx: Db, found: MembershipRow) {
  const now = deps.clock.now();
  await lockMember(tx, found.memberId);
  const [before] = await tx.select().from(memberships).where(eq(memberships.id, found.id)).for("update");
  if (!before) throw notFound(noSuchMembership);
  const today = facilityToday(now, deps.config.timezone);
  if (before.status === "cancelled") {
    throw new HttpError(409, worded(membershipWords, "memberships.alreadyCancelled"), undefined, undefined, {
      code: "membership_already_cancelled",
      params: { membership_id: before.id },
    });
  }
  const endsOn = before.endsOn;
  if (before.status === "active" && endsOn && endsOn <= today) {
    // English names the date as it always has (YYYY-MM-DD); other languages read it as a day.
    const message = worded(membershipWords, "memberships.alreadyEnded", (locale) => ({
      date: locale === DEFAULT_LOCALE ? endsOn : formatDay(endsOn, locale),
    }));
    throw new HttpError(409, message, undefined, undefined, {
      code: "membership_ended",
      params: { membership_id: before.id, ends_on: endsOn },
    });
  }
  const [order] = before.orderId
    ? await tx.select().from(orders).where(eq(orders.id, before.orderId)).for("update")
    : [undefined];
  if (before.status === "pending") {
    // A purchase never paid leaves no membership (a pending row has no dates to keep). Its order is
    // cancelled, so nobody can pay it any more; a provider's late payment is refunded by the payment rules.
    await tx.delete(memberships).where(eq(memberships.id, before.id));
    if (order)
      await tx
        .update(orders)
        .set({ status: "cancelled", cancelledAt: now })
        .where(and(eq(orders.id, order.id), inArray(orders.status, ["pending", "expired"])));
    return { before, row: { ...before, status: "cancelled" as const, cancelledAt: now }, order };
  }
  const [row] = await tx
    .update(memberships)
    .set({ status: "cancelled", cancelledAt: now })
    .where(eq(memberships.id, before.id))
    .returning();
  return { before, row: row ?? before, order };
}
