import type { AdminBookingRow, Sport } from "@courtside/contract";
import { Alert, Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatDate } from "../../../lib/format.ts";
import { useBookings } from "../api/get-bookings.ts";
import { useT } from "../i18n.ts";

/**
 * The day's court bookings, paid or held, by time: each with its booker and the players on it.
 * The desk's list and its grid's notes read the same two queries (one request each).
 */
export function useDayBookings(sport: Sport, date: string, enabled = true) {
  const paid = useBookings(sport, { from: date, to: date, status: "paid", sort: "date_asc", per_page: 200 }, enabled);
  const held = useBookings(sport, { from: date, to: date, status: "pending", sort: "date_asc", per_page: 200 }, enabled);
  // A booking's own order only: its extras and players' shares are orders under it.
  const rows = useMemo(
    () =>
      [...(paid.data?.data ?? []), ...(held.data?.data ?? [])]
        .filter((r) => r.parent_order_id === null && r.timeslot !== null)
        .sort((a, b) => (a.timeslot?.start ?? "").localeCompare(b.timeslot?.start ?? "") || a.inv.localeCompare(b.inv)),
    [paid.data, held.data],
  );
  return { rows, error: paid.error ?? held.error, loaded: paid.isSuccess && held.isSuccess };
}

/**
 * Who plays on the desk's date: time, courts, who booked and the players they added, with the
 * order's page. Staff answer "is Ana on the 18:00?" without leaving the desk; the public grid
 * never shows a name.
 */
export function DeskDayPlayers({ sport, date }: { sport: Sport; date: string }) {
  const t = useT();
  const day = useDayBookings(sport, date);
  const columns = [
    t("admin-bookings.desk.players.time"),
    t("admin-bookings.desk.players.courts"),
    t("admin-bookings.desk.players.bookedBy"),
    t("admin-bookings.desk.players.players"),
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="desk-day-players">
        {t("admin-bookings.desk.players.title", { date: formatDate(date) })}
      </Title>
      {day.error && (
        <Alert color="red" variant="outline" role="alert">
          {t("admin-bookings.desk.players.loadError", { message: parseApiError(day.error).message })}
        </Alert>
      )}
      {day.loaded && day.rows.length === 0 && <Text c="dimmed">{t("admin-bookings.desk.players.empty")}</Text>}
      {day.rows.length > 0 && (
        <TableScroll label={t("admin-bookings.desk.players.title", { date: formatDate(date) })} minWidth={560}>
          <Table striped>
            <ColumnHeads columns={columns} />
            <Table.Tbody>
              {day.rows.map((row) => (
                <PlayersRow key={row.order_id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}

function PlayersRow({ row }: { row: AdminBookingRow }) {
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td>
        {row.timeslot?.start}–{row.timeslot?.end}
      </Table.Td>
      <Table.Td>{row.courts.map((c) => c.name).join(", ")}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={to(paths.admin.order, { order_id: row.order_id })}>
          {row.customer.name}
        </Anchor>
        {row.status === "pending" && (
          <Text span size="sm" c="dimmed">
            {" "}
            {t("admin-bookings.desk.players.held")}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{row.players.length > 0 ? row.players.join(", ") : t("admin-bookings.desk.players.none")}</Table.Td>
    </Table.Tr>
  );
}
