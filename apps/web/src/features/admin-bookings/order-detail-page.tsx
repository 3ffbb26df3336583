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
import { useT } from "./i18n.ts";

/** /admin/orders/{order_id}: everything about one order, and what staff can do with it. */
export function OrderDetailPage() {
  const t = useT();
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
        <PageTitle title={t("admin-bookings.order.title")} />
        {error ? (
          <Alert
            color="red"
            variant="outline"
            role="alert"
            title={error.status === 404 ? t("admin-bookings.order.notFound") : t("admin-bookings.order.couldNotLoad")}
          >
            <Group gap="sm">
              <Text>{error.status === 404 ? t("admin-bookings.order.doesNotExist") : error.message}</Text>
              {error.status !== 404 && (
                <Button variant="default" size="xs" onClick={() => query.refetch()}>
                  {t("admin-bookings.order.tryAgain")}
                </Button>
              )}
            </Group>
          </Alert>
        ) : (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t("admin-bookings.order.loading")}</Text>
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
        title={t("admin-bookings.order.titleOf", { inv: order.inv })}
        description={t("admin-bookings.order.description", { sport: order.sport, channel: order.channel })}
      />
      <Group gap="lg">
        {back && (
          <Anchor component={Link} to={back.to} fw={600}>
            {back.label}
          </Anchor>
        )}
        <Anchor component={Link} to={paths.sport[order.sport].adminBookings}>
          {t("admin-bookings.order.back", { sport: order.sport })}
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <StateBadge state={orderState(order.status, order.refund_due)} />
          <FactList
            label={t("admin-bookings.order.facts")}
            facts={[
              { label: t("admin-bookings.order.date"), value: formatDate(order.date) },
              {
                label: t("admin-bookings.order.time"),
                value: order.timeslot ? `${order.timeslot.start}–${order.timeslot.end}` : null,
              },
              { label: t("admin-bookings.order.courts"), value: order.bookings.map((b) => b.court.name).join(", ") },
              {
                label: t("admin-bookings.order.customer"),
                value: (
                  <Anchor component={Link} to={to(paths.admin.customer, { customer_id: order.customer_id })}>
                    {customer}
                  </Anchor>
                ),
              },
              {
                label: t("admin-bookings.order.customerType"),
                value: order.member
                  ? t("admin-bookings.order.memberType", { name: order.member.name })
                  : t("admin-bookings.order.guestType"),
              },
              {
                label: t("admin-bookings.order.players"),
                value:
                  order.players.length > 0
                    ? order.players
                        .map((p) =>
                          p.kind === "invited" && p.email
                            ? t("admin-bookings.order.invitedPlayer", { name: p.name, email: p.email })
                            : p.name,
                        )
                        .join(", ")
                    : null,
              },
              {
                label: t("admin-bookings.order.bookedBy"),
                value: order.created_by ? t("admin-bookings.order.bookedByStaff", { name: order.created_by.name }) : null,
              },
              {
                label: t("admin-bookings.order.extrasFor"),
                value: order.parent_order_id ? (
                  <Anchor component={Link} to={to(paths.admin.order, { order_id: order.parent_order_id })}>
                    {order.parent_inv}
                  </Anchor>
                ) : null,
              },
              { label: t("admin-bookings.order.total"), value: formatMoney(order.total, order.currency) },
              { label: t("admin-bookings.order.created"), value: formatInstant(order.created_at, zone) },
              { label: t("admin-bookings.order.paid"), value: formatInstant(order.paid_at, zone) },
              { label: t("admin-bookings.order.cancelled"), value: formatInstant(order.cancelled_at, zone) },
              {
                label: t("admin-bookings.order.heldUntil"),
                value:
                  order.status === "pending"
                    ? (formatInstant(order.hold_expires_at, zone) ?? t("admin-bookings.order.heldAtDesk"))
                    : null,
              },
            ]}
          />
          <MoneySummary order={order} />
          <OrderActions order={order} onRefused={() => query.refetch()} />
          <RefundPartPanel order={order} onRefused={() => query.refetch()} />
        </Stack>
      </Paper>
      <Section title={t("admin-bookings.order.courtsSection")}>
        <Stack gap="md">
          <BookedCourts order={order} onMove={setMovingId} />
          {moving && <MoveBookingPanel key={moving.id} order={order} booking={moving} onDone={() => setMovingId(null)} />}
          <NoShowPanel order={order} zone={zone} />
        </Stack>
      </Section>
      {order.series_id && (
        <Section title={t("admin-bookings.order.series")}>
          <SeriesPanel sport={order.sport} seriesId={order.series_id} orderId={order.order_id} date={order.date} />
        </Section>
      )}
      <Section title={t("admin-bookings.order.lines")}>
        <OrderLines
          lines={order.lines}
          total={order.total}
          currency={order.currency}
          caption={t("admin-bookings.order.linesCaption")}
        />
      </Section>
      <Section title={t("admin-bookings.order.payments")}>
        <PaymentsTable order={order} zone={zone} />
      </Section>
      <Section title={t("admin-bookings.order.receipts")}>
        <AdminOrderDocuments orderId={order.order_id} zone={zone} />
      </Section>
      {order.children.length > 0 && (
        <Section title={t("admin-bookings.order.extraOrders")}>
          <ExtraOrders order={order} />
        </Section>
      )}
      <Section title={t("admin-bookings.order.history")}>
        <HistoryTable order={order} zone={zone} />
      </Section>
    </Stack>
  );
}
