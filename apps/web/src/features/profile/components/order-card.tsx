import type { Order } from "@courtside/contract";
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { sportName } from "../../../i18n/common.ts";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatMoney, formatSlot } from "../../../lib/format.ts";
import { tone } from "../../../lib/tones.ts";
import { OrderDocuments } from "../../documents/index.ts";
import { RepeatWeekly } from "../../member-series/index.ts";
import { BookingPlayersPanel } from "../../players/index.ts";
import { MatchResultLink } from "../../results/index.ts";
import { BookingSharesPanel } from "../../shares/index.ts";
import { downloadCalendar } from "../api/download-calendar.ts";
import { useT } from "../i18n.ts";

const statusColor: Record<Order["status"], string> = {
  pending: tone.orange,
  paid: tone.teal,
  expired: tone.gray,
  cancelled: tone.red,
  refunded: tone.grape,
};

/** One booking in the profile: date, time, courts, status, invoice, total, and what can be done with it. */
export function OrderCard({
  order,
  showSport,
  upcoming,
  highlight,
  onCancel,
  onMove,
}: {
  order: Order;
  /** Said on the card when the list shows every sport. */
  showSport: boolean;
  upcoming: boolean;
  highlight: boolean;
  onCancel: (order: Order) => void;
  /** Paid bookings that may still be cancelled free may also be moved. */
  onMove: (order: Order) => void;
}) {
  const t = useT();
  const { sport } = order;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlight) ref.current?.scrollIntoView({ block: "center" });
  }, [highlight]);
  const cancellable = upcoming && Boolean(order.cancellable_until) && Date.parse(order.cancellable_until ?? "") > Date.now();
  const canAddExtras = upcoming && order.status === "paid";
  const movable = cancellable && order.status === "paid";
  const hasCalendar = upcoming && order.status === "paid";
  // The same courts and time in the weeks after a paid booking (a bookings-only order, not extras).
  const canRepeat = upcoming && order.status === "paid" && !order.parent_order_id;
  const [repeating, setRepeating] = useState(false);
  // The owner's players (issue 14): a paid or held booking still to come.
  const hasPlayers = upcoming && (order.status === "paid" || order.status === "pending") && !order.parent_order_id;
  const [showPlayers, setShowPlayers] = useState(false);
  const playersId = `players-${order.order_id}`;
  // A played booking's result (issue 14): entered by one of its players, confirmed by another.
  const hasResult = !upcoming && order.status === "paid" && !order.parent_order_id;
  // Split between its players (issue 14): who has paid their share, and the links of those who have not.
  const split = (order.shared_out ?? 0) > 0 && !order.parent_order_id;
  return (
    <Paper
      ref={ref}
      withBorder
      p="md"
      radius="md"
      component="article"
      className="order-card"
      data-highlight={highlight}
      aria-label={t("profile.order.label", { inv: order.inv })}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {showSport && `${sportName(sport)} · `}
            {formatSlot(order.date, order.timeslot.start, order.timeslot.end)}
          </Text>
          <Group gap="xs">
            {highlight && (
              <Badge color="blue" variant="filled">
                {t("profile.order.new")}
              </Badge>
            )}
            <Badge color={statusColor[order.status]} variant="outline">
              {t(`profile.status.${order.status}`)}
            </Badge>
          </Group>
        </Group>
        <Text>{order.courts.map((c) => c.name).join(", ")}</Text>
        <Text size="sm">
          {t("profile.order.total", { inv: order.inv, total: formatMoney(order.total, order.currency) })}
          {/* A part refund leaves the booking paid: say what came back. */}
          {order.status === "paid" &&
            (order.refunded_total ?? 0) > 0 &&
            ` · ${t("profile.order.refunded", { amount: formatMoney(order.refunded_total, order.currency) })}`}
        </Text>
        {(order.children ?? []).map((child) => (
          <Text key={child.order_id} size="sm">
            {t("profile.order.child", {
              kind: child.lines[0]?.kind === "court" ? "court" : "extras",
              inv: child.inv,
              status: t(`profile.status.${child.status}`),
              total: formatMoney(child.total, child.currency),
            })}
            {child.status === "pending" && child.paymentlink && (
              <>
                {" · "}
                <Anchor href={child.paymentlink} aria-label={t("profile.order.payChild", { inv: child.inv })}>
                  {t("profile.order.pay")}
                </Anchor>
              </>
            )}
          </Text>
        ))}
        {(cancellable || canAddExtras || hasCalendar || canRepeat || movable || hasPlayers || hasResult) && (
          <Group gap="sm" mt="xs">
            {hasResult && <MatchResultLink sport={sport} orderId={order.order_id} inv={order.inv} />}
            {hasPlayers && (
              <Button
                variant="default"
                aria-label={t("profile.order.playersLabel", { inv: order.inv })}
                aria-expanded={showPlayers}
                aria-controls={playersId}
                onClick={() => setShowPlayers((v) => !v)}
              >
                {t("profile.order.players")}
              </Button>
            )}
            {hasCalendar && (
              <Button
                variant="default"
                aria-label={t("profile.order.calendarLabel", { inv: order.inv })}
                onClick={() => void downloadCalendar(sport, order.order_id, order.inv).catch(toastApiError)}
              >
                {t("profile.order.calendar")}
              </Button>
            )}
            {canAddExtras && (
              <Button variant="light" component={Link} to={to(paths.sport[sport].extraAddon, { order_id: order.order_id })}>
                {t("profile.order.addExtras")}
              </Button>
            )}
            {movable && (
              <Button
                variant="default"
                aria-label={t("profile.order.moveLabel", { inv: order.inv })}
                onClick={() => onMove(order)}
              >
                {t("profile.order.move")}
              </Button>
            )}
            {canRepeat && !repeating && (
              <Button variant="default" onClick={() => setRepeating(true)}>
                {t("profile.order.repeat")}
              </Button>
            )}
            {cancellable && (
              <Button variant="default" color="red" onClick={() => onCancel(order)}>
                {t("profile.cancel.title")}
              </Button>
            )}
          </Group>
        )}
        {split && <BookingSharesPanel sport={sport} orderId={order.order_id} inv={order.inv} />}
        {hasPlayers && showPlayers && (
          <BookingPlayersPanel sport={sport} orderId={order.order_id} inv={order.inv} id={playersId} />
        )}
        {repeating && <RepeatWeekly order={order} onClose={() => setRepeating(false)} />}
        <OrderReceipts order={order} />
      </Stack>
    </Paper>
  );
}

/** Orders that took money have receipts (and credit notes once refunded); a pending or lapsed one has none. */
const issuesDocuments = (o: Pick<Order, "status">) => o.status !== "pending" && o.status !== "expired";

/** The booking's receipts and its extras', shown on demand so the list of bookings asks for none up front. */
function OrderReceipts({ order }: { order: Order }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const orders = [order, ...(order.children ?? [])].filter(issuesDocuments);
  if (orders.length === 0) return null;
  const panelId = `receipts-${order.order_id}`;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t("profile.order.receiptsHide", { inv: order.inv }) : t("profile.order.receiptsShow", { inv: order.inv })}
        </Button>
      </Group>
      {open && (
        <Stack gap="xs" id={panelId}>
          {orders.map((o) => (
            <OrderDocuments key={o.order_id} sport={o.sport} orderId={o.order_id} accessKey={null} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
