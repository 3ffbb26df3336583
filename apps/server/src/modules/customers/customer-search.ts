import type { Sport } from "@courtside/contract";
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { bookings, members, orders } from "../../db/schema.ts";
import { likePattern } from "../admin-bookings/booking-list.ts";
import { normalisedBillingEmail, orderCustomerId } from "./customer-key.ts";

/** One customer as the search reads them (before presenting). */
export type FoundCustomer = Awaited<ReturnType<typeof searchQuery>>[number];

const billingField = (field: string) => sql<string | null>`${orders.billing}->>${sql.raw(`'${field}'`)}`;

/** Name, e-mail or phone contains the text; a phone also when only its digits are compared ("600100" finds "600 100 200"). */
function matches(
  q: string | undefined,
  name: SQL | typeof members.name,
  email: SQL | typeof members.email,
  phone: SQL | typeof members.phone,
) {
  if (!q) return undefined;
  const pattern = likePattern(q);
  const digits = q.replace(/\D/g, "");
  const byDigits =
    digits.length >= 3 && !/\p{L}/u.test(q)
      ? sql`regexp_replace(coalesce(${phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined;
  return or(ilike(name, pattern), ilike(email, pattern), ilike(phone, pattern), byDigits);
}

/** Each guest once: the contact of their latest order in the sports (a guest is their normalised e-mail). */
function guestContacts(db: Db, sports: Sport[]) {
  return (
    db
      .selectDistinctOn([normalisedBillingEmail], {
        email: sql<string>`${normalisedBillingEmail}`.as("guest_email"),
        name: sql<string>`coalesce(${billingField("name")}, '')`.as("guest_name"),
        phone: sql<string | null>`${billingField("phone")}`.as("guest_phone"),
        contactEmail: sql<string>`coalesce(${billingField("email")}, '')`.as("guest_contact_email"),
      })
      .from(orders)
      // An order with neither member nor e-mail (an open match's unsold place) is nobody's yet.
      .where(and(isNull(orders.memberId), inArray(orders.sport, sports), sql`${normalisedBillingEmail} <> ''`))
      .orderBy(normalisedBillingEmail, sql`${orders.createdAt} desc`)
      .as("guests")
  );
}

/** Members (all: members belong to the club, not to a sport) and the sports' guests, matching the search. */
function people(db: Db, sports: Sport[], q: string | undefined) {
  const guests = guestContacts(db, sports);
  const memberRows = db
    .select({
      id: sql<string>`${members.id}::text`.as("id"),
      kind: sql<"member" | "guest">`'member'`.as("kind"),
      name: members.name,
      email: members.email,
      phone: members.phone,
      createdAt: sql<string | null>`${members.createdAt}::text`.as("member_since"),
    })
    .from(members)
    .where(matches(q, members.name, members.email, members.phone));
  const guestRows = db
    .select({
      id: sql<string>`'guest:' || ${guests.email}`.as("id"),
      kind: sql<"member" | "guest">`'guest'`.as("kind"),
      name: guests.name,
      email: guests.contactEmail,
      phone: guests.phone,
      createdAt: sql<string | null>`null::text`.as("member_since"),
    })
    .from(guests)
    .where(matches(q, sql`${guests.name}`, sql`${guests.contactEmail}`, sql`${guests.phone}`));
  return unionAll(memberRows, guestRows).as("people");
}

/** Per customer in the sports: live booking orders, their last date, and no-shows. */
function customerStats(db: Db, sports: Sport[]) {
  const live = sql`${orders.parentOrderId} is null and ${orders.status} in ('paid', 'pending')`;
  return db
    .select({
      customer: sql<string>`${orderCustomerId}`.as("customer"),
      bookings: sql<number>`count(distinct ${orders.id}) filter (where ${live})`.mapWith(Number).as("bookings"),
      lastDate: sql<string | null>`(max(${bookings.date}) filter (where ${live}))::text`.as("last_date"),
      noShows: sql<number>`count(${bookings.noShowAt})`.mapWith(Number).as("no_shows"),
    })
    .from(orders)
    .leftJoin(bookings, eq(bookings.orderId, orders.id))
    .where(inArray(orders.sport, sports))
    .groupBy(sql`1`)
    .as("stats");
}

function searchQuery(db: Db, sports: Sport[], q: string | undefined, page?: { limit: number; offset: number }) {
  const found = people(db, sports, q);
  const stats = customerStats(db, sports);
  const query = db
    .select({
      id: found.id,
      kind: found.kind,
      name: found.name,
      email: found.email,
      phone: found.phone,
      memberSince: found.createdAt,
      bookings: sql<number>`coalesce(${stats.bookings}, 0)`.mapWith(Number),
      lastBookingDate: stats.lastDate,
      noShows: sql<number>`coalesce(${stats.noShows}, 0)`.mapWith(Number),
    })
    .from(found)
    .leftJoin(stats, eq(stats.customer, found.id))
    .orderBy(sql`lower(${found.name})`, asc(found.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** Customers matching the search, by name; `page` limits the read (without it: all, for the CSV). */
export async function searchCustomers(
  db: Db,
  sports: Sport[],
  q: string | undefined,
  page?: { limit: number; offset: number },
): Promise<FoundCustomer[]> {
  return searchQuery(db, sports, q, page);
}

export async function countCustomers(db: Db, sports: Sport[], q: string | undefined): Promise<number> {
  const found = people(db, sports, q);
  const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(found);
  return row?.n ?? 0;
}
