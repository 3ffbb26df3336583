import type { CustomerDetail, Sport } from "@courtside/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { facilityToday, hhmm } from "../../facility-time.ts";
import { notFound, worded } from "../../http/http-error.ts";
import { billingOf } from "../admin-bookings/presenter.ts";
import { activeMembershipOn } from "../memberships/active-membership.ts";
import { type OrderRow, orderDetails } from "../orders/order-queries.ts";
import { customerOrders, noShowsOf, notesOf, paymentsOf } from "./customer-history.ts";
import { parseCustomerId } from "./customer-key.ts";
import { customerWords } from "./i18n.ts";
import { type NoteViewer, presentNoShow, presentNote } from "./presenter.ts";
import { suspensionsOf } from "./suspension.ts";
import { latestLifts } from "./suspension-lifts.ts";

export const NO_SUCH_CUSTOMER = worded(customerWords, "customers.noSuchCustomer");

/** The customer a path names, as the administrator may see them: a member always, a guest with orders in their sports. */
export async function findCustomer(db: Db, id: string, sports: Sport[]) {
  const ref = parseCustomerId(id);
  if (!ref) throw notFound(NO_SUCH_CUSTOMER);
  const found = await customerOrders(db, ref, sports);
  if (ref.kind === "member") {
    const [member] = await db.select().from(members).where(eq(members.id, ref.memberId));
    if (!member) throw notFound(NO_SUCH_CUSTOMER);
    return { ref, orders: found, contact: { name: member.name, email: member.email, phone: member.phone }, member };
  }
  const latest = found[0];
  if (!latest) throw notFound(NO_SUCH_CUSTOMER);
  const billing = billingOf(latest);
  return { ref, orders: found, contact: { name: billing.name ?? "", email: billing.email ?? "", phone: billing.phone ?? null } };
}

/** Court bookings that stand (not extras, not memberships). */
const counts = (row: OrderRow) =>
  row.kind === "booking" && row.parentOrderId === null && (row.status === "paid" || row.status === "pending");

/** Everything staff see on a customer's page: contact, counts, orders, payments, no-shows, suspensions and notes. */
export async function customerDetail(
  deps: AppDeps,
  id: string,
  staff: NoteViewer & { sports: Sport[] },
): Promise<CustomerDetail> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const today = facilityToday(now, deps.config.timezone);
  const { ref, orders, contact, member } = await findCustomer(db, id, staff.sports);
  const ids = orders.map((o) => o.id);
  const [details, paid, noShows, notes, membership, suspended, lifts] = await Promise.all([
    orderDetails(db, orders),
    paymentsOf(db, ids),
    noShowsOf(db, ids),
    notesOf(db, ref),
    ref.kind === "member" ? activeMembershipOn(db, ref.memberId, today) : null,
    suspensionsOf(deps, ref, staff.sports, now),
    latestLifts(db, ref, staff.sports),
  ]);
  const noShowList = noShows.map(presentNoShow);
  const invOf = new Map(orders.map((o) => [o.id, o.inv]));
  const booked = orders.filter(counts).map((o) => details.get(o.id)?.date ?? null);
  return {
    id: ref.kind === "member" ? ref.memberId : id,
    kind: ref.kind,
    ...contact,
    bookings: booked.length,
    last_booking_date: booked.reduce<string | null>((last, d) => (d && (!last || d > last) ? d : last), null),
    no_shows: noShows.length,
    member_since: member?.createdAt.toISOString() ?? null,
    plan: membership
      ? { plan_id: membership.plan.id, name: membership.plan.name, starts_on: membership.startsOn, ends_on: membership.endsOn }
      : null,
    orders: orders.map((o) => {
      const d = details.get(o.id);
      return {
        order_id: o.id,
        inv: o.inv,
        sport: o.sport,
        date: d?.date ?? null,
        start: d?.slot ? hhmm(d.slot.startTime) : null,
        end: d?.slot ? hhmm(d.slot.endTime) : null,
        courts: d?.courts ?? [],
        status: o.status,
        parent_inv: o.parentOrderId ? (invOf.get(o.parentOrderId) ?? null) : null,
        total: o.total,
        currency: o.currency,
        created_at: o.createdAt.toISOString(),
      };
    }),
    payments: paid.map(({ payment, inv }) => ({
      id: payment.id,
      order_id: payment.orderId,
      inv,
      kind: payment.kind,
      provider: payment.provider,
      amount: payment.amount,
      currency: payment.currency,
      created_at: payment.createdAt.toISOString(),
    })),
    no_show_list: noShowList,
    notes: notes.map((n) => presentNote(n, staff)),
    suspensions: suspended.map(({ sport, rules, suspension }) => ({
      sport,
      until: suspension.until,
      limit: rules.noShowLimit,
      window_days: rules.noShowWindowDays,
      suspension_days: rules.noShowSuspensionDays,
      no_shows: noShowList.filter((n) => suspension.bookingIds.includes(n.booking_id)),
    })),
    suspension_lifts: lifts.map((l) => ({ sport: l.sport, lifted_at: l.liftedAt.toISOString(), lifted_by: l.liftedBy })),
  };
}
