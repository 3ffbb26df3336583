import type { AdminStats } from "@courtside/contract";
import { BarChart } from "@mantine/charts";
import { Table } from "@mantine/core";
import { ColumnHeads } from "../../../components/table-scroll.tsx";
import { useT } from "../i18n.ts";
import { ChartFigure } from "./chart-figure.tsx";
import { courtHours, percent } from "./usage-format.ts";

/** Utilisation per court as horizontal bars (0–100 %), with the booked and available hours as a table. */
export function CourtUsageChart({ stats }: { stats: AdminStats }) {
  const t = useT();
  const data = stats.by_court.map((c) => ({ court: c.court_name, utilisation: Math.round((c.utilisation ?? 0) * 100) }));
  return (
    <ChartFigure
      title={t("admin-office.usage.title")}
      chart={
        <BarChart
          h={Math.max(160, 44 * data.length + 40)}
          data={data}
          dataKey="court"
          orientation="vertical"
          series={[{ name: "utilisation", label: t("admin-office.stats.utilisation"), color: "blue.8" }]}
          valueFormatter={(v) => percent(v / 100)}
          xAxisProps={{ domain: [0, 100] }}
          yAxisProps={{ width: 90 }}
          gridAxis="x"
          maxBarWidth={24}
          barChartProps={{ accessibilityLayer: false }}
        />
      }
      table={
        <Table>
          <ColumnHeads
            columns={[
              t("admin-office.usage.court"),
              t("admin-office.usage.booked"),
              t("admin-office.usage.available"),
              t("admin-office.stats.utilisation"),
            ]}
          />
          <Table.Tbody>
            {stats.by_court.map((c) => (
              <Table.Tr key={c.court_id}>
                <Table.Th scope="row">
                  {c.active ? c.court_name : t("admin-office.usage.outOfUse", { court: c.court_name })}
                </Table.Th>
                <Table.Td>{courtHours(c.booked_minutes)}</Table.Td>
                <Table.Td>{courtHours(c.available_minutes)}</Table.Td>
                <Table.Td>{percent(c.utilisation)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
      tableLabel={t("admin-office.usage.title")}
    />
  );
}
