import type { AdminBookingRow } from "@courtside/contract";
import { Anchor, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { useT } from "../i18n.ts";
import { orderState, StateBadge } from "./state-badge.tsx";

/** The order list; on a phone it scrolls sideways inside its container, the page never does. */
export function BookingsTable({ rows, caption }: { rows: AdminBookingRow[]; caption: string }) {
  const t = useT();
  return (
    <TableScroll label={caption} minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads
          columns={[
            t("admin-bookings.table.invoice"),
            t("admin-bookings.table.status"),
            t("admin-bookings.table.dateAndTime"),
            t("admin-bookings.table.courts"),
            t("admin-bookings.table.customer"),
            { label: t("admin-bookings.table.total"), numeric: true },
          ]}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.order_id}>
              <Table.Td>
                <Anchor component={Link} to={to(paths.admin.order, { order_id: row.order_id })} fw={600}>
                  {row.inv}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.parent_inv
                    ? t(row.kind === "share" ? "admin-bookings.table.shareOf" : "admin-bookings.table.extrasFor", {
                        inv: row.parent_inv,
                      })
                    : row.channel === "desk"
                      ? t("admin-bookings.table.deskBooking")
                      : t("admin-bookings.table.online")}
                </Text>
              </Table.Td>
              <Table.Td>
                <StateBadge state={orderState(row.status, row.refund_due)} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDate(row.date)}
                </Text>
                {row.timeslot && (
                  <Text size="xs" c="dimmed">
                    {row.timeslot.start}–{row.timeslot.end}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.courts.map((c) => c.name).join(", ")}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {row.customer.name}
                  <Text span size="xs" c="dimmed">
                    {" "}
                    ({t(`admin-bookings.customerType.${row.customer_type}`)})
                  </Text>
                </Text>
                <Text size="xs" c="dimmed">
                  {row.customer.email}
                </Text>
                {row.players.length > 0 && (
                  <Text size="xs">{t("admin-bookings.table.players", { names: row.players.join(", ") })}</Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatMoney(row.total, row.currency)}
                {row.refunded > 0 && row.refunded < row.total && (
                  <Text size="xs" c="dimmed">
                    {t("admin-bookings.table.refunded", { amount: formatMoney(row.refunded, row.currency) })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
