import type { AdminStats } from "@courtside/contract";
import { BarChart } from "@mantine/charts";
import { Table } from "@mantine/core";
import { formatMoney, formatShortDate } from "../../../lib/format.ts";
import { useT } from "../i18n.ts";
import { ChartFigure } from "./chart-figure.tsx";

/** Revenue per day as bars, with the same figures as a table for screen readers and exact reading. */
export function RevenueChart({ stats }: { stats: AdminStats }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, stats.currency) ?? "";
  const data = stats.revenue_by_day.map((d) => ({ day: formatShortDate(d.date), revenue: d.revenue / 100 }));
  return (
    <ChartFigure
      title={t("admin-office.revenue.title")}
      chart={
        <BarChart
          h={260}
          data={data}
          dataKey="day"
          series={[{ name: "revenue", label: t("admin-office.stats.revenue"), color: "teal.7" }]}
          valueFormatter={(v) => money(Math.round(v * 100))}
          tickLine="y"
          gridAxis="y"
          maxBarWidth={28}
          barChartProps={{ accessibilityLayer: false }}
        />
      }
      table={
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("admin-office.revenue.date")}</Table.Th>
              <Table.Th scope="col">{t("admin-office.stats.paidOrders")}</Table.Th>
              <Table.Th scope="col">{t("admin-office.revenue.courtBookings")}</Table.Th>
              <Table.Th scope="col">{t("admin-office.stats.revenue")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.revenue_by_day
              .filter((d) => d.revenue > 0 || d.orders > 0)
              .map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Th scope="row">{formatShortDate(d.date)}</Table.Th>
                  <Table.Td>{d.orders}</Table.Td>
                  <Table.Td>{d.bookings}</Table.Td>
                  <Table.Td>{money(d.revenue)}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      }
      tableLabel={t("admin-office.revenue.tableLabel")}
    />
  );
}
