import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { useT } from "../i18n.ts";

/**
 * A chart with its figures: the drawing is hidden from screen readers (it repeats the
 * table), and the table below it holds the exact numbers for everyone.
 */
export function ChartFigure({
  title,
  chart,
  table,
  tableLabel,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  tableLabel: string;
}) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <div aria-hidden="true">{chart}</div>
        <details>
          <summary>{t("admin-office.chart.asTable", { label: tableLabel })}</summary>
          <TableScroll label={tableLabel} minWidth={360}>
            {table}
          </TableScroll>
        </details>
      </Stack>
    </Paper>
  );
}
