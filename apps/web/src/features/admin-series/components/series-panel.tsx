import type { Sport } from "@courtside/contract";
import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatDate } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useCancelSeries } from "../api/cancel-series.ts";
import { useSeries } from "../api/get-series.ts";
import { SeriesDatesTable } from "./series-dates-table.tsx";

const weekdays = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

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
  const query = useSeries(sport, seriesId);
  const cancel = useCancelSeries(sport, seriesId);
  const [confirming, setConfirming] = useState(false);
  const series = query.data;
  if (!series) {
    return query.error ? (
      <Alert color="red" variant="outline" role="alert" title="Could not load the series">
        <Button variant="default" size="xs" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert>
    ) : (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading the series…</Text>
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
          toast(`Cancelled ${later.length} date${later.length === 1 ? "" : "s"} of the series.`, "success");
        },
        onError: toastApiError,
      },
    );
  return (
    <Stack gap="md">
      <Text>
        Every {weekdays[series.weekday]}, {series.timeslot.start}–{series.timeslot.end},{" "}
        {series.courts.map((c) => c.name).join(", ")}: {formatDate(series.first_date)} to {formatDate(series.last_date)};{" "}
        {series.payment === "paid_now" ? "paid at the desk" : "each date paid before it"}.
      </Text>
      <SeriesDatesTable series={series} currentOrderId={orderId} />
      {later.length > 0 && !confirming && (
        <Group>
          <Button variant="default" color="red.9" onClick={() => setConfirming(true)}>
            Cancel this date and the rest
          </Button>
        </Group>
      )}
      {confirming && (
        <Alert color="red" variant="outline" title="Cancel the rest of the series?">
          <Stack gap="sm">
            <Text>
              {later.length} date{later.length === 1 ? "" : "s"} from {formatDate(date)} on will be cancelled; paid ones are
              refunded the way they were paid, and the customer is mailed.
            </Text>
            <Group>
              <Button color="red.9" loading={cancel.isPending} onClick={cancelRest}>
                Cancel {later.length} date{later.length === 1 ? "" : "s"}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                Keep them
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
