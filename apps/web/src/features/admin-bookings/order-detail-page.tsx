import { sportSettings } from "@courtside/contract";
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { paths, to } from "../../app/paths.ts";
import { OrderLines } from "../../components/order-lines.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Section } from "../../components/section.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { formatDate, formatInstant, formatMoney } from "../../lib/format.ts";
import type { BackLink } from "../admin/back-link.ts";
import { SeriesPanel } from "../admin-series/index.ts";
import { NoShowPanel } from "../customers/components/no-show-panel.tsx";
import { AdminOrderDocuments } from "../documents/index.ts";
import { useRules } from "../schedules/index.ts";
import { useAdminOrder } from "./api/get-order.ts";
import { FactList } from "./components/fact-list.tsx";
import { MoneySummary } from "./components/money-summary.tsx";
import { MoveBookingPanel } from "./components/move-booking-panel.tsx";
import { OrderActions } from "./components/order-actions.tsx";
import { BookedCourts, ExtraOrders, HistoryTable, PaymentsTable } from "./components/order-tables.tsx";
import { RefundPartPanel } from "./components/refund-part-panel.tsx";
import { orderState, StateBadge } from "./components/state-badge.tsx";

/** /admin/orders/{order_id}: everything about one order, and what staff can do with it. */
export function OrderDetailPage() {
  const { order_id: orderId = "" } = useParams();
  const query = useAdminOrder(orderId);
  const order = query.data;
  const zone = useRules(order?.sport ?? "tennis").data?.timezone;
  // Where staff came from when it was not the list (a refused closure): the way back there.
  const back = (useLocation().state as { back?: BackLink } | null)?.back;
  const [movingId, setMovingId] = useState<number | null>(null);

  if (!order) {
    const error = query.error ? parseApiError(query.error) : null;
    return (
      <Stack>
        <PageTitle title="Order" />
        {error ? (
          <Alert
            color="red"
            variant="outline"
            role="alert"
            title={error.status === 404 ? "No such order" : "Could not load the order"}
          >
            <Group gap="sm">
              <Text>{error.status === 404 ? "This order does not exist." : error.message}</Text>
              {error.status !== 404 && (
                <Button variant="default" size="xs" onClick={() => query.refetch()}>
                  Try again
                </Button>
              )}
            </Group>
          </Alert>
        ) : (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Loading the order…</Text>
          </Group>
        )}
      </Stack>
    );
  }

  const moving = order.actions.move ? order.bookings.find((b) => b.id === movingId && b.active) : undefined;
  const billing = order.billing;
  const customer = [billing.name, billing.email, billing.phone].filter(Boolean).join(" · ");
  return (
    <Stack>
      <PageTitle
        title={`Order ${order.inv}`}
        description={`${sportSettings[order.sport].label} · ${order.channel === "desk" ? "booked at the desk" : "booked online"}`}
      />
      <Group gap="lg">
        {back && (
          <Anchor component={Link} to={back.to} fw={600}>
            {back.label}
          </Anchor>
        )}
        <Anchor component={Link} to={paths.sport[order.sport].adminBookings}>
          Back to the {sportSettings[order.sport].label.toLowerCase()} bookings
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <StateBadge state={orderState(order.status, order.refund_due)} />
          <FactList
            label="Order"
            facts={[
              { label: "Date", value: formatDate(order.date) },
              { label: "Time", value: order.timeslot ? `${order.timeslot.start}–${order.timeslot.end}` : null },
              { label: "Courts", value: order.bookings.map((b) => b.court.name).join(", ") },
              {
                label: "Customer",
                value: (
                  <Anchor component={Link} to={to(paths.admin.customer, { customer_id: order.customer_id })}>
                    {customer}
                  </Anchor>
                ),
              },
              { label: "Customer type", value: order.member ? `member (${order.member.name})` : "guest" },
              { label: "Booked by", value: order.created_by ? `${order.created_by.name} (staff)` : null },
              {
                label: "Extras for",
                value: order.parent_order_id ? (
                  <Anchor component={Link} to={to(paths.admin.order, { order_id: order.parent_order_id })}>
                    {order.parent_inv}
                  </Anchor>
                ) : null,
              },
              { label: "Total", value: formatMoney(order.total, order.currency) },
              { label: "Created", value: formatInstant(order.created_at, zone) },
              { label: "Paid", value: formatInstant(order.paid_at, zone) },
              { label: "Cancelled", value: formatInstant(order.cancelled_at, zone) },
              {
                label: "Held until",
                value:
                  order.status === "pending" ? (formatInstant(order.hold_expires_at, zone) ?? "paid or cancelled (desk)") : null,
              },
            ]}
          />
          <MoneySummary order={order} />
          <OrderActions order={order} onRefused={() => query.refetch()} />
          <RefundPartPanel order={order} onRefused={() => query.refetch()} />
        </Stack>
      </Paper>
      <Section title="Courts">
        <Stack gap="md">
          <BookedCourts order={order} onMove={setMovingId} />
          {moving && <MoveBookingPanel key={moving.id} order={order} booking={moving} onDone={() => setMovingId(null)} />}
          <NoShowPanel order={order} zone={zone} />
        </Stack>
      </Section>
      {order.series_id && (
        <Section title="Weekly series">
          <SeriesPanel sport={order.sport} seriesId={order.series_id} orderId={order.order_id} date={order.date} />
        </Section>
      )}
      <Section title="Lines">
        <OrderLines lines={order.lines} total={order.total} currency={order.currency} caption="Order lines" />
      </Section>
      <Section title="Payments">
        <PaymentsTable order={order} zone={zone} />
      </Section>
      <Section title="Receipts">
        <AdminOrderDocuments orderId={order.order_id} zone={zone} />
      </Section>
      {order.children.length > 0 && (
        <Section title="Extra add-on orders">
          <ExtraOrders order={order} />
        </Section>
      )}
      <Section title="History">
        <HistoryTable order={order} zone={zone} />
      </Section>
    </Stack>
  );
}
