import type { Sport } from "@courtside/contract";
import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatDate } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useCancelSeries } from "../api/cancel-series.ts";
import { useSeries } from "../api/get-series.ts";
import { useT } from "../i18n.ts";
import { SeriesDatesTable } from "./series-dates-table.tsx";

/** The series' weekday (1 = Monday … 7 = Sunday) as the catalogue names it. */
const weekdays = ["", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/**
 * On the page of an order that is one date of a weekly series: every date with a link to its
 * order, and cancelling this date and every later one (this date alone: the order's own Cancel).
 */
export function SeriesPanel({
  sport,
  seriesId,
  orderId,
  date,
}: {
  sport: Sport;
  seriesId: string;
  orderId: string;
  date: string | null;
}) {
  const t = useT();
  const query = useSeries(sport, seriesId);
  const cancel = useCancelSeries(sport, seriesId);
  const [confirming, setConfirming] = useState(false);
  const series = query.data;
  if (!series) {
    return query.error ? (
      <Alert color="red" variant="outline" role="alert" title={t("admin-series.panel.loadFailed")}>
        <Button variant="default" size="xs" onClick={() => query.refetch()}>
          {t("admin-series.panel.tryAgain")}
        </Button>
      </Alert>
    ) : (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t("admin-series.panel.loading")}</Text>
      </Group>
    );
  }
  const later = series.dates.filter((d) => date && d.date >= date && d.order && ["pending", "paid"].includes(d.order.status));
  const cancelRest = () =>
    cancel.mutate(
      { from_date: date ?? undefined },
      {
        onSuccess: () => {
          setConfirming(false);
          toast(t("admin-series.panel.cancelled", { count: later.length }), "success");
        },
        onError: toastApiError,
      },
    );
  return (
    <Stack gap="md">
      <Text>
        {t("admin-series.panel.summary", {
          weekday: weekdays[series.weekday],
          start: series.timeslot.start,
          end: series.timeslot.end,
          courts: series.courts.map((c) => c.name).join(", "),
          first: formatDate(series.first_date),
          last: formatDate(series.last_date),
          payment: series.payment,
        })}
      </Text>
      <SeriesDatesTable series={series} currentOrderId={orderId} />
      {later.length > 0 && !confirming && (
        <Group>
          <Button variant="default" color="red.9" onClick={() => setConfirming(true)}>
            {t("admin-series.panel.cancelRest")}
          </Button>
        </Group>
      )}
      {confirming && (
        <Alert color="red" variant="outline" title={t("admin-series.panel.confirmTitle")}>
          <Stack gap="sm">
            <Text>{t("admin-series.panel.confirmMessage", { count: later.length, date: formatDate(date) })}</Text>
            <Group>
              <Button color="red.9" loading={cancel.isPending} onClick={cancelRest}>
                {t("admin-series.panel.cancelCount", { count: later.length })}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t("admin-series.panel.keep")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
