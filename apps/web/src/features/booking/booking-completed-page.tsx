import type { Sport } from "@courtside/contract";
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { confirmDialog } from "../../components/confirm.tsx";
import { OrderLines } from "../../components/order-lines.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { ProblemAlert } from "../../components/problem-alert.tsx";
import { toastApiError } from "../../lib/form-errors.ts";
import { formatInstant, formatSlot } from "../../lib/format.ts";
import { toast } from "../../lib/toast.ts";
import { useOrderAttempts } from "../../state/order-attempts.ts";
import { OrderDocuments } from "../documents/index.ts";
import { useFacilityTimeZone } from "../schedules/index.ts";
import { useCancelBookingOrder } from "./api/cancel-order.ts";
import { calendarHref } from "./api/get-calendar-link.ts";
import { useOrder } from "./api/get-order.ts";
import { completedTarget } from "./completed-target.ts";
import { CompletedWaysOn, completedHeading, invalidLinkReason } from "./components/completed-states.tsx";
import { useSportArea } from "./components/use-sport-area.ts";
import { useT } from "./i18n.ts";

/**
 * /guest/booking-completed, /padel/guest/booking-completed: the paid order, its invoice and
 * the calendar file. Opened in-app after paying, or from the confirmation mail (?order=&key=).
 */
export function BookingCompletedPage({ sport }: { sport: Sport }) {
  useSportArea(sport);
  const t = useT();
  const [search] = useSearchParams();
  const done = useOrderAttempts((s) => s.completed[sport]);
  const target = completedTarget(search, done);
  const order = useOrder(sport, target?.orderId ?? null, target?.key);
  const o = order.data;
  const inv = o?.inv ?? target?.inv;
  const key = target?.key ?? o?.access_key ?? null;
  const cancel = useCancelBookingOrder(sport);
  const zone = useFacilityTimeZone();
  const cancellable =
    o?.status === "paid" && !o.parent_order_id && !!o.cancellable_until && new Date(o.cancellable_until) > new Date();

  // A guest cancels from here (the mail's link) as a member does from the profile: refunded in full.
  const cancelBooking = async () => {
    if (!o) return;
    const answer = await confirmDialog({
      title: t("booking.completed.cancelTitle"),
      message: t("booking.completed.cancelQuestion", {
        slot: formatSlot(o.date, o.timeslot.start, o.timeslot.end),
        inv: o.inv,
      }),
      keepLabel: t("booking.completed.keepBooking"),
    });
    if (answer !== "ok") return;
    cancel.mutate(
      { orderId: o.order_id, key: target?.key ?? null },
      {
        onSuccess: (done) => toast(t("booking.completed.cancelled", { inv: done.inv, status: done.status }), "success"),
        onError: toastApiError,
      },
    );
  };
  const heading = completedHeading(target !== null, order.isError, o);
  return (
    <Stack>
      <PageTitle title={heading.title} description={heading.description} />
      {!target && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text>{t("booking.completed.noTarget")}</Text>
            <Group gap="sm">
              <CompletedWaysOn sport={sport} />
            </Group>
          </Stack>
        </Paper>
      )}
      {target && order.isError && (
        <ProblemAlert
          title={t("booking.completed.openFailed")}
          reason={invalidLinkReason(order.error)}
          waysOn={<CompletedWaysOn sport={sport} />}
        />
      )}
      {target && !order.isError && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="done-heading">
          <Stack>
            <Title order={2} size="h4" id="done-heading">
              {inv ? t("booking.invoiceNumber", { inv }) : t("booking.yourBooking")}
            </Title>
            {order.isPending && (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text>{t("booking.completed.loading")}</Text>
              </Group>
            )}
            {o && (
              <>
                <Text fw={600}>
                  {formatSlot(o.date, o.timeslot.start, o.timeslot.end)} · {o.courts.map((c) => c.name).join(", ")} ·{" "}
                  {t(`booking.bookingStatus.${o.status}`)}
                </Text>
                <OrderLines
                  lines={o.lines}
                  total={o.total}
                  currency={o.currency}
                  caption={t("booking.invoiceNumber", { inv: o.inv })}
                />
                {o.status === "paid" && (
                  <Anchor href={calendarHref(sport, o.order_id, key)} download={`${o.inv}.ics`}>
                    {t("booking.completed.addToCalendar")}
                  </Anchor>
                )}
                {(o.status === "paid" || o.status === "refunded") && (
                  <Stack gap="xs" component="section" aria-labelledby="receipts-heading">
                    <Title order={3} size="h5" id="receipts-heading">
                      {t("booking.completed.receipts")}
                    </Title>
                    <OrderDocuments sport={sport} orderId={o.order_id} accessKey={key} />
                  </Stack>
                )}
                {cancellable && o.cancellable_until && (
                  <Group justify="space-between">
                    <Text size="sm">
                      {t("booking.completed.freeCancellationUntil", { when: formatInstant(o.cancellable_until, zone) })}
                    </Text>
                    <Button variant="default" onClick={() => void cancelBooking()} loading={cancel.isPending}>
                      {t("booking.completed.cancelTitle")}
                    </Button>
                  </Group>
                )}
              </>
            )}
          </Stack>
        </Paper>
      )}
      {target && !order.isError && (
        <Group>
          <Button component={Link} to={paths.home}>
            {t("booking.completed.backToStart")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
