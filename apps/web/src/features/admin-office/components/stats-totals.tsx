import type { AdminStats } from "@courtside/contract";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { formatMoney } from "../../../lib/format.ts";
import { useT } from "../i18n.ts";
import { courtHours, percent } from "./usage-format.ts";

/** The range's totals as four figures. */
export function StatsTotals({ stats }: { stats: AdminStats }) {
  const t = useT();
  const { totals } = stats;
  // `id` names each figure for tests, the same in every language.
  const figures = [
    {
      id: "revenue",
      label: t("admin-office.stats.revenue"),
      value: formatMoney(totals.revenue, stats.currency) ?? "",
      note: t("admin-office.stats.revenueNote"),
    },
    {
      id: "paid-orders",
      label: t("admin-office.stats.paidOrders"),
      value: String(totals.orders),
      note: t("admin-office.stats.courtBookingsCount", { count: totals.bookings }),
    },
    {
      id: "utilisation",
      label: t("admin-office.stats.utilisation"),
      value: percent(totals.utilisation),
      note: t("admin-office.stats.hoursOf", {
        booked: courtHours(totals.booked_minutes),
        available: courtHours(totals.available_minutes),
      }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
      {figures.map((f) => (
        <Paper key={f.id} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.2} data-testid={`total-${f.id}`}>
            {f.value}
          </Text>
          <Text component="dd" m={0} size="sm" c="dimmed">
            {f.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
