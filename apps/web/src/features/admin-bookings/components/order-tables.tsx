import type { AdminOrderDetail } from "@courtside/contract";
import { Anchor, Button, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate, formatInstant, formatMoney } from "../../../lib/format.ts";
import { courtState, orderState, StateBadge } from "./state-badge.tsx";

/**
 * The courts the order holds (or held): released ones are free for others again. While the
 * order may move, each held court has a Move button (`onMove`).
 */
export function BookedCourts({ order, onMove }: { order: AdminOrderDetail; onMove: (bookingId: number) => void }) {
  const movable = order.actions.move;
  return (
    <TableScroll label="Courts" minWidth={movable ? 520 : 420}>
      <Table>
        <caption className="visually-hidden">Courts</caption>
        <ColumnHeads columns={["Court", "Date", "Time", "State", ...(movable ? ["Actions"] : [])]} />
        <Table.Tbody>
          {order.bookings.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>{b.court.name}</Table.Td>
              <Table.Td>{formatDate(b.date)}</Table.Td>
              <Table.Td>
                {b.start}–{b.end}
              </Table.Td>
              <Table.Td>
                <StateBadge state={courtState(order.status, b.active)} />
              </Table.Td>
              {movable && (
                <Table.Td>
                  {b.active && (
                    <Button size="xs" variant="default" aria-label={`Move ${b.court.name}`} onClick={() => onMove(b.id)}>
                      Move
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

export function PaymentsTable({ order, zone }: { order: AdminOrderDetail; zone: string | undefined }) {
  if (order.payments.length === 0) return <Text c="dimmed">No payment yet.</Text>;
  return (
    <TableScroll label="Payments" minWidth={520}>
      <Table>
        <caption className="visually-hidden">Payments</caption>
        <ColumnHeads columns={["When", "Kind", "How", "Reference", { label: "Amount", numeric: true }]} />
        <Table.Tbody>
          {order.payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{formatInstant(p.created_at, zone)}</Table.Td>
              <Table.Td>{p.kind}</Table.Td>
              <Table.Td>{p.provider === "desk" ? "at the desk" : p.provider}</Table.Td>
              <Table.Td style={{ wordBreak: "break-all" }}>{p.provider_ref}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.kind === "refund" ? -p.amount : p.amount, p.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

export function ExtraOrders({ order }: { order: AdminOrderDetail }) {
  return (
    <ul style={{ margin: 0, paddingLeft: "1.25rem" }}>
      {order.children.map((c) => (
        <li key={c.order_id}>
          <Anchor component={Link} to={to(paths.admin.order, { order_id: c.order_id })}>
            {c.inv}
          </Anchor>{" "}
          · {formatMoney(c.total, c.currency)} <StateBadge state={orderState(c.status, false)} />
        </li>
      ))}
    </ul>
  );
}

const actionLabels: Record<string, string> = {
  "order.desk_create": "Booked at the desk",
  "order.cancel": "Cancelled",
  "order.mark_paid": "Marked paid",
  "order.resend_confirmation": "Confirmation sent again",
  "order.auto_refund": "Refunded automatically",
};

/** What changed, in a few words: the status move, a refund, a reason. */
function changeOf(entry: AdminOrderDetail["history"][number]): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (before.status && after.status && before.status !== after.status) parts.push(`${before.status} → ${after.status}`);
  else if (!entry.before && after.status) parts.push(String(after.status));
  const refund = after.refund as { amount?: number; currency?: string } | null | undefined;
  if (refund?.amount) parts.push(`refunded ${formatMoney(refund.amount, refund.currency)}`);
  if (typeof after.reason === "string" && after.reason) parts.push(`reason: ${after.reason}`);
  if (typeof after.to === "string") parts.push(`to ${after.to}`);
  return parts.join("; ");
}

export function HistoryTable({ order, zone }: { order: AdminOrderDetail; zone: string | undefined }) {
  if (order.history.length === 0) return <Text c="dimmed">No staff changes yet.</Text>;
  return (
    <TableScroll label="History" minWidth={560}>
      <Table>
        <caption className="visually-hidden">History</caption>
        <ColumnHeads columns={["When", "What", "By", "Change"]} />
        <Table.Tbody>
          {order.history.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{formatInstant(h.created_at, zone)}</Table.Td>
              <Table.Td>
                {actionLabels[h.action] ?? h.action}
                {h.entity_id !== order.order_id && (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    (extras)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{h.actor?.name ?? "System"}</Table.Td>
              <Table.Td>{changeOf(h)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
