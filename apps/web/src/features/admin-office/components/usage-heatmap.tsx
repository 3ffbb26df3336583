import type { AdminStats } from "@courtside/contract";
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import "./usage-heatmap.css";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { useT } from "../i18n.ts";
import { courtHours, hourLabel, percent, WEEKDAYS } from "./usage-format.ts";

type Bucket = AdminStats["by_weekday_hour"][number];

const LOW = [0xe6, 0xfc, 0xf5]; // teal-0
const HIGH = [0x12, 0xb8, 0x86]; // teal-6

/** Teal from light (0 %) to strong (100 %), opaque so its contrast with the black text is known. */
function shade(share: number): string {
  const mix = LOW.map((low, i) => Math.round(low + ((HIGH[i] ?? low) - low) * Math.min(1, Math.max(0, share))));
  return `rgb(${mix.join(", ")})`;
}

/**
 * Utilisation by weekday × hour as a table: each cell is coloured by how full it was AND
 * says it as a percentage (its title adds the booked and available court-hours).
 */
export function UsageHeatmap({ stats }: { stats: AdminStats }) {
  const t = useT();
  const hours = [...new Set(stats.by_weekday_hour.map((b) => b.hour))].sort((a, b) => a - b);
  const cells = new Map(stats.by_weekday_hour.map((b) => [`${b.weekday}|${b.hour}`, b]));
  const cell = (weekday: number, hour: number): Bucket | undefined => cells.get(`${weekday}|${hour}`);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="heatmap-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="heatmap-title">
          {t("admin-office.heatmap.title")}
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t("admin-office.heatmap.legend", { low: percent(0) })}
          </Text>
          <span className="usage-heatmap-legend" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {percent(1)}
          </Text>
        </Group>
        {hours.length === 0 ? (
          <Text c="dimmed">{t("admin-office.heatmap.empty")}</Text>
        ) : (
          <TableScroll label={t("admin-office.heatmap.title")} minWidth={hours.length * 56 + 110}>
            <table className="usage-heatmap">
              <caption className="visually-hidden">{t("admin-office.heatmap.caption")}</caption>
              <thead>
                <tr>
                  <td />
                  {hours.map((h) => (
                    <th key={h} scope="col">
                      {hourLabel(h)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {WEEKDAYS.map((day, i) => (
                  <tr key={day}>
                    <th scope="row">
                      <abbr title={t(`admin-office.weekday.${day}`)}>{t(`admin-office.weekdayShort.${day}`)}</abbr>
                    </th>
                    {hours.map((h) => {
                      const b = cell(i + 1, h);
                      if (!b || b.utilisation === null) {
                        return (
                          <td key={h} data-empty="">
                            –
                          </td>
                        );
                      }
                      return (
                        <td
                          key={h}
                          style={{ background: shade(b.utilisation) }}
                          title={t("admin-office.heatmap.cell", {
                            day: t(`admin-office.weekday.${day}`),
                            hour: hourLabel(h),
                            booked: courtHours(b.booked_minutes),
                            available: courtHours(b.available_minutes),
                          })}
                        >
                          {percent(b.utilisation)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
