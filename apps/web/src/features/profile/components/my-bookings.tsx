import { type MemberMoveResult, type Order, SPORTS, type Sport } from "@courtside/contract";
import { Group, Loader, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { confirmDialog } from "../../../components/confirm.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { sportName } from "../../../i18n/common.ts";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatSlot } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { nowTimeIn, todayIn, useFacilityTimeZone } from "../../schedules/index.ts";
import { useCancelOrder } from "../api/cancel-order.ts";
import { useMyOrdersOfEverySport } from "../api/get-my-orders.ts";
import { t as translate, useT } from "../i18n.ts";
import { type SportFilter, splitBookings } from "./booking-lists.ts";
import { MoveBookingPanel } from "./move-booking-panel.tsx";
import { MovedNotice } from "./moved-notice.tsx";
import { OrderCard } from "./order-card.tsx";

const filterLabel = (filter: SportFilter) => (filter === "all" ? translate("profile.bookings.all") : sportName(filter));

/** Every booking of the member, both sports in one list; the profile's own sport is shown first, "All" shows both. */
export function MyBookings({ sport, highlight }: { sport: Sport; highlight: string | null }) {
  const t = useT();
  const [filter, setFilter] = useState<SportFilter>(sport);
  const lists = useMyOrdersOfEverySport();
  const cancel = useCancelOrder();
  const [moving, setMoving] = useState<string | null>(null);
  const [moved, setMoved] = useState<MemberMoveResult | null>(null);
  const zone = useFacilityTimeZone();
  const today = todayIn(zone);
  const now = nowTimeIn(zone);

  const onCancel = async (order: Order) => {
    const answer = await confirmDialog({
      title: t("profile.cancel.title"),
      keepLabel: t("profile.cancel.keep"),
      message: t("profile.cancel.message", {
        slot: formatSlot(order.date, order.timeslot.start, order.timeslot.end),
        inv: order.inv,
      }),
    });
    if (answer !== "ok") return;
    cancel.mutate(order, {
      onSuccess: () => toast(t("profile.cancel.done", { inv: order.inv }), "success"),
      onError: (error) => toast(parseApiError(error).message, "error"),
    });
  };

  const wanted = lists.filter((l) => filter === "all" || l.sport === filter);
  const orders = wanted.flatMap((l) => l.query?.data ?? []);
  const { upcoming, over } = splitBookings(orders, filter, today, now);
  const section = (title: string, items: Order[], id: string, none: string) => (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {items.length === 0 && <Text c="dimmed">{none}</Text>}
      {items.map((o) => (
        <Stack key={o.order_id} gap="xs">
          {moved?.order.order_id === o.order_id && <MovedNotice result={moved} onDismiss={() => setMoved(null)} />}
          <OrderCard
            order={o}
            showSport={filter === "all"}
            upcoming={upcoming.includes(o)}
            highlight={o.order_id === highlight}
            onCancel={onCancel}
            onMove={(order) => {
              setMoved(null);
              setMoving(order.order_id);
            }}
          />
          {moving === o.order_id && (
            <MoveBookingPanel
              order={o}
              onClose={() => setMoving(null)}
              onMoved={(result) => {
                setMoving(null);
                setMoved(result);
              }}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label={t("profile.bookings.filter")}
        value={filter}
        onChange={(value) => setFilter(value as SportFilter)}
        data={[sport, ...SPORTS.filter((s) => s !== sport), "all" as const].map((f) => ({ value: f, label: filterLabel(f) }))}
        maw={360}
      />
      {wanted.some((l) => l.query?.isPending) && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("profile.bookings.loading")}</Text>
        </Group>
      )}
      {wanted
        .filter((l) => l.query?.isError)
        .map((l) => (
          <QueryState
            key={l.sport}
            what={t("profile.bookings.what", { sport: l.sport })}
            pending={false}
            error={l.query?.error}
            onRetry={() => void l.query?.refetch()}
          />
        ))}
      {!wanted.some((l) => l.query?.isPending) && wanted.some((l) => l.query?.isSuccess) && (
        <>
          {section(
            t("profile.bookings.upcoming"),
            upcoming,
            "upcoming-heading",
            t("profile.bookings.upcomingNone", { sport: filter }),
          )}
          {section(t("profile.bookings.past"), over, "past-heading", t("profile.bookings.pastNone", { sport: filter }))}
        </>
      )}
    </Stack>
  );
}
