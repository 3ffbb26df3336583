import type { AdminStats } from "@courtside/contract";
import { BarChart } from "@mantine/charts";
import { Table } from "@mantine/core";
import { ColumnHeads } from "../../../components/table-scroll.tsx";
import { ChartFigure } from "./chart-figure.tsx";
import { courtHours, percent } from "./usage-format.ts";

/** Utilisation per court as horizontal bars (0–100 %), with the booked and available hours as a table. */
export function CourtUsageChart({ stats }: { stats: AdminStats }) {
  const data = stats.by_court.map((c) => ({ court: c.court_name, utilisation: Math.round((c.utilisation ?? 0) * 100) }));
  return (
    <ChartFigure
      title="Utilisation by court"
      chart={
        <BarChart
          h={Math.max(160, 44 * data.length + 40)}
          data={data}
          dataKey="court"
          orientation="vertical"
          series={[{ name: "utilisation", label: "Utilisation", color: "blue.8" }]}
          valueFormatter={(v) => `${v}%`}
          xAxisProps={{ domain: [0, 100] }}
          yAxisProps={{ width: 90 }}
          gridAxis="x"
          maxBarWidth={24}
          barChartProps={{ accessibilityLayer: false }}
        />
      }
      table={
        <Table>
          <ColumnHeads columns={["Court", "Booked", "Available", "Utilisation"]} />
          <Table.Tbody>
            {stats.by_court.map((c) => (
              <Table.Tr key={c.court_id}>
                <Table.Th scope="row">
                  {c.court_name}
                  {c.active ? "" : " (out of use)"}
                </Table.Th>
                <Table.Td>{courtHours(c.booked_minutes)}</Table.Td>
                <Table.Td>{courtHours(c.available_minutes)}</Table.Td>
                <Table.Td>{percent(c.utilisation)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
      tableLabel="Utilisation by court"
    />
  );
}
