import type { AdminWaitlist, Sport } from "@courtside/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import { members, orders, waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { courtSlotNamer } from "../release/court-slots.ts";
import { LIVE_STATUSES } from "./join.ts";

/** Who waits for what on a date, per slot in line order, with any standing offer: the desk grid's waitlist. */
export async function staffWaitlist(deps: AppDeps, sport: Sport, date: string): Promise<AdminWaitlist> {
  const { db } = deps.database;
  const [rows, name] = await Promise.all([
    db
      .select({ entry: waitlistEntries, memberName: members.name, memberEmail: members.email, offerInv: orders.inv })
      .from(waitlistEntries)
      .innerJoin(members, eq(members.id, waitlistEntries.memberId))
      .leftJoin(orders, eq(orders.id, waitlistEntries.offerOrderId))
      .where(
        and(
          eq(waitlistEntries.sport, sport),
          eq(waitlistEntries.date, date),
          inArray(waitlistEntries.status, [...LIVE_STATUSES]),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id)),
    courtSlotNamer(deps, sport),
  ]);
  const slots = new Map<number, AdminWaitlist["slots"][number]>();
  for (const { entry, memberName, memberEmail, offerInv } of rows) {
    const times = name(entry.timeslotId, 0);
    const slot = slots.get(entry.timeslotId) ?? {
      timeslot_id: entry.timeslotId,
      start_time: times.start_time,
      end_time: times.end_time,
      entries: [],
    };
    slots.set(entry.timeslotId, slot);
    const waitingBefore = slot.entries.filter((e) => e.status === "waiting").length;
    const status = entry.status === "offered" ? "offered" : "waiting";
    slot.entries.push({
      id: entry.id,
      member_id: entry.memberId,
      member_name: memberName,
      member_email: memberEmail,
      courts: entry.courtIds.map((id) => ({ id, name: name(entry.timeslotId, id).court_name })),
      status,
      place: status === "waiting" ? waitingBefore + 1 : null,
      joined_at: entry.createdAt.toISOString(),
      offer_inv: offerInv,
      offer_court_name: entry.offerCourtId ? name(entry.timeslotId, entry.offerCourtId).court_name : null,
    });
  }
  return { date, slots: [...slots.values()].sort((a, b) => a.start_time.localeCompare(b.start_time)) };
}
