import type { Sport } from "@courtside/contract";
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
import { t as translate, useT } from "./i18n.ts";
import { useListQuery } from "./use-list-query.ts";

const PER_PAGE_CHOICES = ["25", "50", "100"];

/** /admin/bookings and /admin/padel/bookings: one page, the sport comes from the route. */
export function AdminBookingsPage({ sport }: { sport: Sport }) {
  const { query, update } = useListQuery();
  const list = useBookings(sport, query);
  const csv = useDownloadBookingsCsv(sport);
  const error = list.error ? parseApiError(list.error) : null;
  const meta = list.data?.meta;
  const t = useT();

  const exportCsv = () => {
    const { page: _page, per_page: _perPage, ...filters } = query;
    csv.mutate(filters, {
      onSuccess: (name) => toast(translate("admin-bookings.list.saved", { name }), "success"),
      onError: toastApiError,
    });
  };

  return (
    <Stack>
      <PageTitle title={t("admin-bookings.list.title", { sport })} description={t("admin-bookings.list.description")} />
      <Group justify="space-between" wrap="wrap">
        <Button component={Link} to={paths.sport[sport].adminDesk} variant="light">
          {t("admin-bookings.list.newDeskBooking")}
        </Button>
        <Button variant="default" onClick={exportCsv} loading={csv.isPending}>
          {t("admin-bookings.list.exportCsv")}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <BookingFilters query={query} errors={error?.fieldErrors ?? {}} onChange={update} />
      </Paper>
      <QueryState what={t("admin-bookings.list.loading")} pending={list.isPending} error={list.error} />
      {list.data && (
        <>
          <Text size="sm" aria-live="polite">
            {meta?.total === 0 ? t("admin-bookings.list.noMatch") : t("admin-bookings.list.count", { count: meta?.total })}
          </Text>
          {list.data.data.length > 0 && (
            <BookingsTable rows={list.data.data} caption={t("admin-bookings.list.caption", { sport })} />
          )}
          {meta && (
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="xs" component="nav" aria-label={t("admin-bookings.list.pages")}>
                <Button variant="default" size="xs" disabled={meta.page <= 1} onClick={() => update({ page: meta.page - 1 })}>
                  {t("admin-bookings.list.previousPage")}
                </Button>
                <Text size="sm">{t("admin-bookings.list.pageOf", { page: meta.page, pages: meta.last_page })}</Text>
                <Button
                  variant="default"
                  size="xs"
                  disabled={meta.page >= meta.last_page}
                  onClick={() => update({ page: meta.page + 1 })}
                >
                  {t("admin-bookings.list.nextPage")}
                </Button>
              </Group>
              <NativeSelect
                label={t("admin-bookings.list.perPage")}
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
