import type { Order, Sport } from "@courtside/contract";
import { Alert, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { confirmDialog } from "../../../components/confirm.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatSlot } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { nowTimeIn, todayIn, useRules } from "../../schedules/index.ts";
import { useCancelOrder } from "../api/cancel-order.ts";
import { useMyOrders } from "../api/get-my-orders.ts";
import { OrderCard } from "./order-card.tsx";

/** A booking is upcoming until its slot ends (facility time). */
export function isUpcoming(order: Pick<Order, "date" | "timeslot">, today: string, now: string): boolean {
  return order.date > today || (order.date === today && order.timeslot.end > now);
}

/** The member's bookings of the sport: upcoming, then past. */
export function MyBookings({ sport, highlight }: { sport: Sport; highlight: string | null }) {
  const orders = useMyOrders(sport);
  const rules = useRules(sport);
  const cancel = useCancelOrder(sport);
  const tz = rules.data?.timezone;
  const today = todayIn(tz);
  const now = nowTimeIn(tz);

  const onCancel = async (order: Order) => {
    const answer = await confirmDialog({
      title: "Cancel booking",
      keepLabel: "Keep booking",
      message: `Cancel your booking on ${formatSlot(order.date, order.timeslot.start, order.timeslot.end)} (${order.inv})? It is refunded in full.`,
    });
    if (answer !== "ok") return;
    cancel.mutate(order.order_id, {
      onSuccess: () => toast(`Booking ${order.inv} cancelled.`, "success"),
      onError: (error) => toast(parseApiError(error).message, "error"),
    });
  };

  if (orders.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your bookings…</Text>
      </Group>
    );
  }
  if (orders.isError) return <Alert color="red" variant="outline" title="Could not load your bookings" />;
  const list = orders.data.filter((o) => !o.parent_order_id);
  const upcoming = list.filter((o) => isUpcoming(o, today, now));
  const past = list.filter((o) => !isUpcoming(o, today, now));
  const section = (title: string, items: Order[], up: boolean, id: string) => (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {items.length === 0 && <Text c="dimmed">None.</Text>}
      {items.map((o) => (
        <OrderCard
          key={o.order_id}
          sport={sport}
          order={o}
          upcoming={up}
          highlight={o.order_id === highlight}
          onCancel={onCancel}
        />
      ))}
    </Stack>
  );
  return (
    <Stack gap="lg">
      {section("Upcoming bookings", upcoming, true, "upcoming-heading")}
      {section("Past bookings", past, false, "past-heading")}
    </Stack>
  );
}
