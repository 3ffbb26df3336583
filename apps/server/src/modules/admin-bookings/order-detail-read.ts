import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { type administrators, type auditLog, type orderLines, orders, type payments } from "../../db/schema.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { orderPlayersJson } from "../players/booking-reads.ts";

type AuditRow = typeof auditLog.$inferSelect;
type Actor = Pick<typeof administrators.$inferSelect, "id" | "name" | "email" | "role">;
type Person = { id: string; name: string; email: string };

/** Instants inside JSON travel as milliseconds since the epoch (as the driver reads them: whole milliseconds). */
const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;
/** A column of the order itself inside the subqueries (drizzle leaves a one-table select's columns unqualified). */
const outer = (column: string) => sql.raw(`"orders"."${column}"`);
const instant = (value: number | null) => (value === null ? null : new Date(value));

type Json<T> = { [K in keyof T]: T[K] extends Date ? number : T[K] extends Date | null ? number | null : T[K] };

export type DetailBooking = {
  id: number;
  date: string;
  active: boolean;
  noShowAt: Date | null;
  court: { id: number; name: string };
  slot: { id: number; startTime: string; endTime: string };
};
export type DetailLine = Pick<
  typeof orderLines.$inferSelect,
  "id" | "kind" | "description" | "qty" | "unitPrice" | "amount" | "date" | "refundedAt"
>;
export type DetailPayment = Pick<
  typeof payments.$inferSelect,
  "id" | "kind" | "provider" | "providerRef" | "amount" | "currency" | "createdAt"
>;
export type DetailChild = Pick<OrderRow, "id" | "inv" | "sport" | "status" | "total" | "currency" | "createdAt" | "paidAt">;

/**
 * The order and all the detail shows of it in one statement (the back office asks for it
 * after every action, and a staff cancel answers with it): JSON arrays of its lines, its
 * slot's bookings (an extras order's are its booking's), payments, extra orders, the audit
 * entries about it and its extras with their actors, and its players.
 */
const detailOfOrder = preparedPer((db) =>
  db
    .select({
      order: orders,
      lines: sql<Json<DetailLine>[]>`(
        select coalesce(json_agg(json_build_object('id', l.id, 'kind', l.kind, 'description', l.description, 'qty', l.qty,
                 'unitPrice', l.unit_price, 'amount', l.amount, 'date', l.date, 'refundedAt', ${sql.raw(ms("l.refunded_at"))})
               order by l.id), '[]'::json)
          from order_lines l where l.order_id = ${outer("id")})`,
      booked: sql<(Omit<DetailBooking, "noShowAt"> & { noShowAt: number | null })[]>`(
        select coalesce(json_agg(json_build_object('id', b.id, 'date', b.date, 'active', b.active,
                 'noShowAt', ${sql.raw(ms("b.no_show_at"))}, 'court', json_build_object('id', c.id, 'name', c.name),
                 'slot', json_build_object('id', t.id, 'startTime', t.start_time, 'endTime', t.end_time))
               order by c.sort_order, c.id, b.id), '[]'::json)
          from bookings b join courts c on c.id = b.court_id join timeslots t on t.id = b.timeslot_id
         where b.order_id = coalesce(${outer("parent_order_id")}, ${outer("id")}))`,
      paid: sql<Json<DetailPayment>[]>`(
        select coalesce(json_agg(json_build_object('id', p.id, 'kind', p.kind, 'provider', p.provider,
                 'providerRef', p.provider_ref, 'amount', p.amount, 'currency', p.currency,
                 'createdAt', ${sql.raw(ms("p.created_at"))})
               order by p.id), '[]'::json)
          from payments p where p.order_id = ${outer("id")})`,
      children: sql<Json<DetailChild>[]>`(
        select coalesce(json_agg(json_build_object('id', k.id, 'inv', k.inv, 'sport', k.sport, 'status', k.status,
                 'total', k.total, 'currency', k.currency, 'createdAt', ${sql.raw(ms("k.created_at"))},
                 'paidAt', ${sql.raw(ms("k.paid_at"))})
               order by k.created_at, k.inv), '[]'::json)
          from orders k where k.parent_order_id = ${outer("id")})`,
      parentInv: sql<string | null>`(select p.inv from orders p where p.id = ${outer("parent_order_id")})`,
      member: sql<Person | null>`(
        select json_build_object('id', m.id, 'name', m.name, 'email', m.email) from members m where m.id = ${outer("member_id")})`,
      creator: sql<Person | null>`(
        select json_build_object('id', a.id, 'name', a.name, 'email', a.email)
          from administrators a where a.id = ${outer("created_by_admin_id")})`,
      history: sql<(Json<AuditRow> & { actor: Actor | null })[]>`(
        select coalesce(json_agg(json_build_object('id', e.id, 'actorAdminId', e.actor_admin_id, 'action', e.action,
                 'entity', e.entity, 'entityId', e.entity_id, 'before', e.before, 'after', e.after,
                 'createdAt', ${sql.raw(ms("e.created_at"))},
                 'actor', case when a.id is not null then json_build_object('id', a.id, 'name', a.name, 'email', a.email, 'role', a.role) end)
               order by e.id), '[]'::json)
          from audit_log e left join administrators a on a.id = e.actor_admin_id
         where e.entity = 'order'
           and (e.entity_id = ${outer("id")}::text
                or e.entity_id in (select k.id::text from orders k where k.parent_order_id = ${outer("id")})))`,
      players: orderPlayersJson(outer("id")),
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("admin_order_detail"),
);

export type OrderDetailRead = Awaited<ReturnType<typeof readOrderDetail>>;

/** Everything the order detail shows, read in one statement; undefined when there is no such order. */
export async function readOrderDetail(db: Db, orderId: string) {
  const [found] = await detailOfOrder(db).execute({ id: orderId });
  if (!found) return undefined;
  return {
    row: found.order,
    lines: found.lines.map((l): DetailLine => ({ ...l, refundedAt: instant(l.refundedAt) })),
    booked: found.booked.map((b): DetailBooking => ({ ...b, noShowAt: instant(b.noShowAt) })),
    paid: found.paid.map((p): DetailPayment => ({ ...p, createdAt: new Date(p.createdAt) })),
    children: found.children.map((c): DetailChild => ({ ...c, createdAt: new Date(c.createdAt), paidAt: instant(c.paidAt) })),
    parentInv: found.parentInv,
    member: found.member,
    creator: found.creator,
    history: found.history.map(({ actor, ...entry }) => ({ entry: { ...entry, createdAt: new Date(entry.createdAt) }, actor })),
    players: found.players,
  };
}
