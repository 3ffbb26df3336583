import type { Sport } from "@courtside/contract";
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { OrderLines } from "../../components/order-lines.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { formatDate } from "../../lib/format.ts";
import { useOrderAttempts } from "../../state/order-attempts.ts";
import { calendarHref } from "./api/get-calendar-link.ts";
import { useOrder } from "./api/get-order.ts";
import { useSportArea } from "./components/use-sport-area.ts";

/** /guest/booking-completed, /padel/guest/booking-completed: the paid order, its invoice and the calendar file. */
export function BookingCompletedPage({ sport }: { sport: Sport }) {
  useSportArea(sport);
  const done = useOrderAttempts((s) => s.completed[sport]);
  const order = useOrder(sport, done?.order_id ?? null, done?.access_key);
  const o = order.data;
  return (
    <Stack>
      <PageTitle title="Booking completed" description="Thank you. A confirmation is on its way to your email." />
      {!done && <Text>No completed booking to show.</Text>}
      {done && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="done-heading">
          <Stack>
            <Title order={2} size="h4" id="done-heading">
              Invoice {done.inv}
            </Title>
            {order.isPending && (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text>Loading your booking…</Text>
              </Group>
            )}
            {o && (
              <>
                <Text fw={600}>
                  {formatDate(o.date)} · {o.timeslot.start}–{o.timeslot.end} · {o.courts.map((c) => c.name).join(", ")} ·{" "}
                  {o.status}
                </Text>
                <OrderLines lines={o.lines} total={o.total} currency={o.currency} caption={`Lines of invoice ${o.inv}`} />
                <Anchor href={calendarHref(sport, o.order_id, done.access_key)} download={`${o.inv}.ics`}>
                  Add to your calendar (.ics)
                </Anchor>
              </>
            )}
          </Stack>
        </Paper>
      )}
      <Group>
        <Button component={Link} to={paths.home}>
          Back to the start
        </Button>
      </Group>
    </Stack>
  );
}
