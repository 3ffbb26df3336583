import type { CustomerDetail } from "@courtside/contract";
import { Anchor, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate, formatInstant, formatMoney } from "../../../lib/format.ts";
import { orderState, StateBadge } from "../../admin-bookings/components/state-badge.tsx";
import { useT } from "../i18n.ts";

const orderHref = (orderId: string) => to(paths.admin.order, { order_id: orderId });

function OrderLink({ orderId, inv }: { orderId: string; inv: string }) {
  return (
    <Anchor component={Link} to={orderHref(orderId)} fw={600}>
      {inv}
    </Anchor>
  );
}

/** The customer's orders, newest first, each opening the order's back-office page. */
export function CustomerOrders({ customer }: { customer: CustomerDetail }) {
  const t = useT();
  if (customer.orders.length === 0) return <Text size="sm">{t("customers.history.noOrders")}</Text>;
  return (
    <TableScroll label={t("customers.orders")} minWidth={640}>
      <Table striped verticalSpacing="xs">
        <caption className="visually-hidden">{t("customers.orders")}</caption>
        <ColumnHeads
          columns={[
            t("customers.history.invoice"),
            t("customers.history.sport"),
            t("customers.dateAndTime"),
            t("customers.history.courts"),
            t("customers.history.status"),
            { label: t("customers.history.total"), numeric: true },
          ]}
        />
        <Table.Tbody>
          {customer.orders.map((o) => (
            <Table.Tr key={o.order_id}>
              <Table.Td>
                <OrderLink orderId={o.order_id} inv={o.inv} />
                {o.parent_inv && (
                  <Text size="xs" c="dimmed">
                    {t("customers.history.extrasFor", { inv: o.parent_inv })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t("customers.sport", { sport: o.sport })}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDate(o.date)}
                {o.start && (
                  <Text size="xs" c="dimmed">
                    {o.start}–{o.end}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{o.courts.map((c) => c.name).join(", ")}</Table.Td>
              <Table.Td>
                <StateBadge state={orderState(o.status, false)} />
              </Table.Td>
              <Table.Td ta="right">{formatMoney(o.total, o.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Charges and refunds of those orders, newest first. */
export function CustomerPayments({ customer, zone }: { customer: CustomerDetail; zone?: string }) {
  const t = useT();
  if (customer.payments.length === 0) return <Text size="sm">{t("customers.history.noPayments")}</Text>;
  return (
    <TableScroll label={t("customers.payments")} minWidth={520}>
      <Table striped verticalSpacing="xs">
        <caption className="visually-hidden">{t("customers.payments")}</caption>
        <ColumnHeads
          columns={[
            t("customers.history.when"),
            t("customers.history.order"),
            t("customers.history.kind"),
            t("customers.history.through"),
            { label: t("customers.history.amount"), numeric: true },
          ]}
        />
        <Table.Tbody>
          {customer.payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatInstant(p.created_at, zone)}</Table.Td>
              <Table.Td>
                <OrderLink orderId={p.order_id} inv={p.inv} />
              </Table.Td>
              <Table.Td>{t("customers.history.paymentKind", { kind: p.kind })}</Table.Td>
              <Table.Td>{t("customers.history.provider", { provider: p.provider })}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.kind === "refund" ? -p.amount : p.amount, p.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Booked courts staff marked as not shown, latest first. */
export function CustomerNoShows({ customer, zone }: { customer: CustomerDetail; zone?: string }) {
  const t = useT();
  if (customer.no_show_list.length === 0) return <Text size="sm">{t("customers.history.noNoShows")}</Text>;
  return (
    <TableScroll label={t("customers.noShows")} minWidth={520}>
      <Table striped verticalSpacing="xs">
        <caption className="visually-hidden">{t("customers.noShows")}</caption>
        <ColumnHeads
          columns={[
            t("customers.history.booking"),
            t("customers.dateAndTime"),
            t("customers.history.court"),
            t("customers.history.marked"),
          ]}
        />
        <Table.Tbody>
          {customer.no_show_list.map((n) => (
            <Table.Tr key={n.booking_id}>
              <Table.Td>
                <OrderLink orderId={n.order_id} inv={n.inv} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDate(n.date)}, {n.start}
              </Table.Td>
              <Table.Td>{n.court}</Table.Td>
              <Table.Td>
                {n.marked_by
                  ? t("customers.history.markedBy", { when: formatInstant(n.marked_at, zone), name: n.marked_by })
                  : formatInstant(n.marked_at, zone)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
