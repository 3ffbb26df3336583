import type { Series } from "@courtside/contract";
import { Anchor, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { orderState, StateBadge } from "../../admin-bookings/components/state-badge.tsx";
import { useT } from "../i18n.ts";
import { DateStatusBadge } from "./date-status-badge.tsx";

/** Every date of a series: its order (a link to its page) and the order's state, or why it has none. */
export function SeriesDatesTable({ series, currentOrderId }: { series: Series; currentOrderId?: string }) {
  const t = useT();
  return (
    <TableScroll label={t("admin-series.dates.ofSeries")} minWidth={520}>
      <Table>
        <caption className="visually-hidden">{t("admin-series.dates.ofSeries")}</caption>
        <ColumnHeads
          columns={[
            t("admin-series.dates.date"),
            t("admin-series.dates.order"),
            t("admin-series.dates.state"),
            t("admin-series.dates.priceOrReason"),
          ]}
        />
        <Table.Tbody>
          {series.dates.map((d) => (
            <Table.Tr key={d.date} data-date={d.date}>
              <Table.Td>{formatDate(d.date)}</Table.Td>
              <Table.Td>
                {d.order &&
                  (d.order.order_id === currentOrderId ? (
                    <Text fw={700} size="sm">
                      {t("admin-series.dates.thisOrder", { inv: d.order.inv })}
                    </Text>
                  ) : (
                    <Anchor component={Link} to={to(paths.admin.order, { order_id: d.order.order_id })}>
                      {d.order.inv}
                    </Anchor>
                  ))}
              </Table.Td>
              <Table.Td>
                {d.order ? <StateBadge state={orderState(d.order.status, false)} /> : <DateStatusBadge status={d.state} />}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{d.order ? formatMoney(d.order.total, series.currency) : d.reason}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
