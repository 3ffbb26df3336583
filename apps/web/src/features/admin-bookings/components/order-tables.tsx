import type { AdminOrderDetail } from "@courtside/contract";
import { Anchor, Button, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate, formatInstant, formatMoney } from "../../../lib/format.ts";
import { auditSentence } from "../../admin/audit/audit-kinds.ts";
import { RawChange } from "../../admin/audit/raw-change.tsx";
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
              <Table.Td>{HOW[p.provider] ?? p.provider}</Table.Td>
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

/** What happened to the order and its extras, oldest first, in the audit log's words (the raw change behind each). */
export function HistoryTable({ order, zone }: { order: AdminOrderDetail; zone: string | undefined }) {
  if (order.history.length === 0) return <Text c="dimmed">No staff changes yet.</Text>;
  const ctx = { currency: order.currency };
  return (
    <TableScroll label="History" minWidth={480}>
      <Table>
        <caption className="visually-hidden">History</caption>
        <ColumnHeads columns={["When", "What happened"]} />
        <Table.Tbody>
          {order.history.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>{formatInstant(h.created_at, zone)}</Table.Td>
              <Table.Td>
                {auditSentence(h, ctx)}
                {h.entity_id !== order.order_id && (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    (extras)
                  </Text>
                )}
                <RawChange entry={h} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** A payment's provider in words where the name alone would not say it. */
const HOW: Record<string, string> = { desk: "at the desk", credit: "club credit" };
