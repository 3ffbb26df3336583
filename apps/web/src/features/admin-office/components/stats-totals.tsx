import type { AdminStats } from "@courtside/contract";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { formatMoney } from "../../../lib/format.ts";
import { courtHours, percent } from "./usage-format.ts";

/** The range's totals as four figures. */
export function StatsTotals({ stats }: { stats: AdminStats }) {
  const { totals } = stats;
  const figures = [
    { label: "Revenue", value: formatMoney(totals.revenue, stats.currency) ?? "", note: "paid orders incl. extras" },
    {
      label: "Paid orders",
      value: String(totals.orders),
      note: `${totals.bookings} court booking${totals.bookings === 1 ? "" : "s"}`,
    },
    {
      label: "Utilisation",
      value: percent(totals.utilisation),
      note: `${courtHours(totals.booked_minutes)} of ${courtHours(totals.available_minutes)}`,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
      {figures.map((f) => (
        <Paper key={f.label} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.2} data-testid={`total-${f.label.toLowerCase().replace(" ", "-")}`}>
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
