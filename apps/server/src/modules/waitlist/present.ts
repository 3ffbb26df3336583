import type { MyWaitlist, Sport, WaitlistEntry, WaitlistStatus } from "@courtside/contract";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { orders, waitlistEntries } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityInstant, facilityToday } from "../../facility-time.ts";
import { payableLink } from "../orders/account-order.ts";
import { courtSlotNamer } from "../release/court-slots.ts";
import { waitlistTerms } from "./limits.ts";

type EntryRow = typeof waitlistEntries.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Ended entries shown after the live ones (the latest first). */
const ENDED_SHOWN = 10;

/** A member's waitlist in a sport: dates from today on, in line and offered first, then what became of the rest. */
export async function myWaitlist(deps: AppDeps, sport: Sport, memberId: string): Promise<MyWaitlist> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const zone = deps.config.timezone;
  const [terms, rows, name] = await Promise.all([
    waitlistTerms(db, sport, memberId, now, zone),
    db
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.memberId, memberId),
          eq(waitlistEntries.sport, sport),
          gte(waitlistEntries.date, facilityToday(now, zone)),
        ),
      )
      .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.id)),
    courtSlotNamer(deps, sport),
  ]);
  const presented = await presentEntries(deps, rows, name, now);
  const live = presented.filter((e) => e.status === "waiting" || e.status === "offered");
  const ended = presented
    .filter((e) => e.status !== "waiting" && e.status !== "offered")
    .sort((a, b) => b.id - a.id)
    .slice(0, ENDED_SHOWN);
  return { limit: terms.limit, offer_minutes: terms.rules.offerMinutes, entries: [...live, ...ended] };
}

type Namer = Awaited<ReturnType<typeof courtSlotNamer>>;

/** Entries as the contract shows them: courts by name, the place in line, a standing offer's hold. */
export async function presentEntries(deps: AppDeps, rows: EntryRow[], name: Namer, now: Date): Promise<WaitlistEntry[]> {
  const { db } = deps.database;
  const zone = deps.config.timezone;
  const offerIds = rows.flatMap((r) => (r.status === "offered" && r.offerOrderId ? [r.offerOrderId] : []));
  const [offers, places] = await Promise.all([
    offerIds.length > 0 ? db.select().from(orders).where(inArray(orders.id, offerIds)) : ([] as OrderRow[]),
    placesInLine(
      deps,
      rows.filter((r) => r.status === "waiting"),
    ),
  ]);
  return rows.map((row) => {
    const slot = name(row.timeslotId, 0);
    const begun = facilityInstant(row.date, slot.start_time || "00:00", zone) <= now;
    const status: WaitlistStatus = begun && row.status === "waiting" ? "ended" : row.status;
    const order = offers.find((o) => o.id === row.offerOrderId);
    return {
      id: row.id,
      date: row.date,
      timeslot_id: row.timeslotId,
      start_time: slot.start_time,
      end_time: slot.end_time,
      courts: row.courtIds.map((id) => ({ id, name: name(row.timeslotId, id).court_name })),
      status,
      place: status === "waiting" ? (places.get(row.id) ?? null) : null,
      joined_at: row.createdAt.toISOString(),
      offer:
        status === "offered" && order
          ? {
              order_id: order.id,
              inv: order.inv,
              court_name: name(row.timeslotId, row.offerCourtId ?? 0).court_name,
              expires_at: order.holdExpiresAt?.toISOString() ?? null,
              payment_link: payableLink(deps, order),
            }
          : null,
    };
  });
}

/** Each waiting entry's place among those waiting for its slot (1: next), in one query. */
async function placesInLine(deps: AppDeps, rows: EntryRow[]): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.id);
  const result = (await deps.database.db.execute(sql`
    select mine.id, (select count(*) from waitlist_entries w
                      where w.sport = mine.sport and w.date = mine.date and w.timeslot_id = mine.timeslot_id
                        and w.status = 'waiting' and (w.created_at, w.id) <= (mine.created_at, mine.id))::int as place
      from waitlist_entries mine
     where mine.id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})`)) as unknown as { rows: { id: number; place: number }[] };
  return new Map(result.rows.map((r) => [Number(r.id), Number(r.place)]));
}
