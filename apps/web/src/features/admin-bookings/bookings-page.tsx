import { type Sport, sportSettings } from "@courtside/contract";
import { Button, Group, NativeSelect, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { toastApiError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useDownloadBookingsCsv } from "./api/download-bookings-csv.ts";
import { useBookings } from "./api/get-bookings.ts";
import { BookingFilters } from "./components/booking-filters.tsx";
import { BookingsTable } from "./components/bookings-table.tsx";
import { useListQuery } from "./use-list-query.ts";

const PER_PAGE_CHOICES = ["25", "50", "100"];

/** /admin/bookings and /admin/padel/bookings: one page, the sport comes from the route. */
export function AdminBookingsPage({ sport }: { sport: Sport }) {
  const { query, update } = useListQuery();
  const list = useBookings(sport, query);
  const csv = useDownloadBookingsCsv(sport);
  const error = list.error ? parseApiError(list.error) : null;
  const meta = list.data?.meta;
  const label = sportSettings[sport].label;

  const exportCsv = () => {
    const { page: _page, per_page: _perPage, ...filters } = query;
    csv.mutate(filters, {
      onSuccess: (name) => toast(`Saved ${name}.`, "success"),
      onError: toastApiError,
    });
  };

  return (
    <Stack>
      <PageTitle title={`${label} bookings`} description="Every order: find one, open it, export the list." />
      <Group justify="space-between" wrap="wrap">
        <Button component={Link} to={paths.sport[sport].adminDesk} variant="light">
          New desk booking
        </Button>
        <Button variant="default" onClick={exportCsv} loading={csv.isPending}>
          Export CSV
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <BookingFilters query={query} errors={error?.fieldErrors ?? {}} onChange={update} />
      </Paper>
      <QueryState what="the bookings" pending={list.isPending} error={list.error} />
      {list.data && (
        <>
          <Text size="sm" aria-live="polite">
            {meta?.total === 0 ? "No orders match." : `${meta?.total} ${meta?.total === 1 ? "order" : "orders"}`}
          </Text>
          {list.data.data.length > 0 && <BookingsTable rows={list.data.data} caption={`${label} orders`} />}
          {meta && (
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="xs" component="nav" aria-label="Pages">
                <Button variant="default" size="xs" disabled={meta.page <= 1} onClick={() => update({ page: meta.page - 1 })}>
                  Previous page
                </Button>
                <Text size="sm">
                  Page {meta.page} of {meta.last_page}
                </Text>
                <Button
                  variant="default"
                  size="xs"
                  disabled={meta.page >= meta.last_page}
                  onClick={() => update({ page: meta.page + 1 })}
                >
                  Next page
                </Button>
              </Group>
              <NativeSelect
                label="Per page"
                size="xs"
                value={String(meta.per_page)}
                onChange={(e) => update({ per_page: e.currentTarget.value })}
                data={PER_PAGE_CHOICES}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
