import type { AdminOrderDetail } from "@courtside/contract";
import { Anchor, Button, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate, formatInstant, formatMoney } from "../../../lib/format.ts";
import { auditSentence } from "../../admin/audit/audit-kinds.ts";
import { RawChange } from "../../admin/audit/raw-change.tsx";
import { useT } from "../i18n.ts";
import { courtState, orderState, StateBadge } from "./state-badge.tsx";

/**
 * The courts the order holds (or held): released ones are free for others again. While the
 * order may move, each held court has a Move button (`onMove`).
 */
export function BookedCourts({ order, onMove }: { order: AdminOrderDetail; onMove: (bookingId: number) => void }) {
  const t = useT();
  const movable = order.actions.move;
  return (
    <TableScroll label={t("admin-bookings.tables.courts")} minWidth={movable ? 520 : 420}>
      <Table>
        <caption className="visually-hidden">{t("admin-bookings.tables.courts")}</caption>
        <ColumnHeads
          columns={[
            t("admin-bookings.tables.court"),
            t("admin-bookings.tables.date"),
            t("admin-bookings.tables.time"),
            t("admin-bookings.tables.state"),
            ...(movable ? [t("admin-bookings.tables.actions")] : []),
          ]}
        />
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
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t("admin-bookings.tables.moveCourt", { court: b.court.name })}
                      onClick={() => onMove(b.id)}
                    >
                      {t("admin-bookings.tables.move")}
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
  const t = useT();
  if (order.payments.length === 0) return <Text c="dimmed">{t("admin-bookings.payments.none")}</Text>;
  return (
    <TableScroll label={t("admin-bookings.payments.label")} minWidth={520}>
      <Table>
        <caption className="visually-hidden">{t("admin-bookings.payments.label")}</caption>
        <ColumnHeads
          columns={[
            t("admin-bookings.payments.when"),
            t("admin-bookings.payments.kind"),
            t("admin-bookings.payments.how"),
            t("admin-bookings.payments.reference"),
            { label: t("admin-bookings.payments.amount"), numeric: true },
          ]}
        />
        <Table.Tbody>
          {order.payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{formatInstant(p.created_at, zone)}</Table.Td>
              <Table.Td>{t(`admin-bookings.payments.kinds.${p.kind}`)}</Table.Td>
              <Table.Td>
                {isNamedProvider(p.provider) ? t(`admin-bookings.payments.provider.${p.provider}`) : p.provider}
              </Table.Td>
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
  const t = useT();
  if (order.history.length === 0) return <Text c="dimmed">{t("admin-bookings.history.none")}</Text>;
  const ctx = { currency: order.currency };
  return (
    <TableScroll label={t("admin-bookings.history.label")} minWidth={480}>
      <Table>
        <caption className="visually-hidden">{t("admin-bookings.history.label")}</caption>
        <ColumnHeads columns={[t("admin-bookings.history.when"), t("admin-bookings.history.what")]} />
        <Table.Tbody>
          {order.history.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>{formatInstant(h.created_at, zone)}</Table.Td>
              <Table.Td>
                {auditSentence(h, ctx)}
                {h.entity_id !== order.order_id && (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    {t("admin-bookings.history.extras")}
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

/** A payment's provider said in words where the name alone would not say it (the desk, club credit). */
const isNamedProvider = (provider: string): provider is "desk" | "credit" => provider === "desk" || provider === "credit";
