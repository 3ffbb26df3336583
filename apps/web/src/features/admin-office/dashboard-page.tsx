import "@mantine/charts/styles.css";
import { type Sport, type StatsQuery, statsQuerySchema } from "@courtside/contract";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { formatDate } from "../../lib/format.ts";
import { addDays, useHorizon } from "../schedules/index.ts";
import { useStats } from "./api/get-stats.ts";
import { CourtUsageChart } from "./components/court-usage-chart.tsx";
import { RevenueChart } from "./components/revenue-chart.tsx";
import { StatsRangeForm } from "./components/stats-range-form.tsx";
import { StatsTotals } from "./components/stats-totals.tsx";
import { UsageHeatmap } from "./components/usage-heatmap.tsx";
import { useT } from "./i18n.ts";

/** The range in the address (?from=&to=), else the last 30 days up to the end of the booking horizon. */
function useRange(sport: Sport): [StatsQuery | null, (range: StatsQuery) => void] {
  const [search, setSearch] = useSearchParams();
  const { today, dates, ready } = useHorizon(sport);
  const asked = statsQuerySchema.safeParse({ from: search.get("from"), to: search.get("to") });
  const fallback = ready ? { from: addDays(today, -30), to: dates[dates.length - 1] ?? today } : null;
  const range = asked.success ? asked.data : fallback;
  return [range, (next) => setSearch({ from: next.from, to: next.to })];
}

/** /admin/dashboard, /admin/padel/dashboard: utilisation and revenue over a chosen range. */
export function DashboardPage({ sport }: { sport: Sport }) {
  const t = useT();
  const [range, setRange] = useRange(sport);
  const stats = useStats(sport, range);

  return (
    <Stack>
      <PageTitle title={t("admin-office.dashboard.title", { sport })} description={t("admin-office.dashboard.description")} />
      {range && <StatsRangeForm value={range} onChange={setRange} />}
      <QueryState what={t("admin-office.dashboard.loading")} pending={stats.isPending} error={stats.error} />
      {stats.data && (
        <Stack aria-busy={stats.isFetching}>
          <Text c="dimmed" size="sm">
            {formatDate(stats.data.from)} – {formatDate(stats.data.to)}
          </Text>
          <StatsTotals stats={stats.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <RevenueChart stats={stats.data} />
            <CourtUsageChart stats={stats.data} />
          </SimpleGrid>
          <UsageHeatmap stats={stats.data} />
        </Stack>
      )}
    </Stack>
  );
}
