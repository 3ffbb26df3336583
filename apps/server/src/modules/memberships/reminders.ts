import { webRoutes } from "@courtside/contract";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { members, membershipPlans, memberships } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { addDays, facilityToday } from "../../facility-time.ts";
import { mailClub } from "../mail/layout.ts";
import { membershipRenewalMail } from "../mail/membership-mail.ts";

/** Days before a membership's end its member is reminded to renew. */
export const RENEWAL_REMINDER_DAYS = 7;

/**
 * Mails each active membership's member once, from 7 days before it ends, unless a
 * following membership (active, starting when this one ends) already exists. The UPDATE that
 * sets reminder_sent_at is the claim: two instances sweeping at once never both send.
 * Answers how many reminders went out.
 */
export async function sendRenewalReminders(deps: AppDeps): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const today = facilityToday(now, deps.config.timezone);
  const claimed = await db
    .update(memberships)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(memberships.status, "active"),
        isNull(memberships.reminderSentAt),
        lte(memberships.endsOn, addDays(today, RENEWAL_REMINDER_DAYS)),
        sql`${memberships.endsOn} > ${today}`,
        sql`not exists (select 1 from memberships later_one where later_one.member_id = ${memberships.memberId} and later_one.status = 'active' and later_one.starts_on = ${memberships.endsOn})`,
      ),
    )
    .returning();
  for (const row of claimed) {
    const [found] = await db
      .select({ member: members, plan: membershipPlans })
      .from(members)
      .innerJoin(membershipPlans, eq(membershipPlans.id, row.planId))
      .where(eq(members.id, row.memberId));
    if (!found || !row.startsOn || !row.endsOn) continue;
    await deps.mailer.send(
      membershipRenewalMail({
        to: found.member.email,
        name: found.member.name,
        club: await mailClub(deps, found.member.email),
        plan: found.plan.name,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        link: `${deps.config.appUrl}${webRoutes.membership}`,
      }),
    );
  }
  return claimed.length;
}
