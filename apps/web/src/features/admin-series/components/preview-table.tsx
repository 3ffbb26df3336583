import type { SeriesPreview } from "@courtside/contract";
import { Anchor, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { useT } from "../i18n.ts";
import { DateStatusBadge } from "./date-status-badge.tsx";

/** Each date of the previewed series: free with its price, or why it cannot be booked (and whose order has it). */
export function PreviewTable({ preview }: { preview: SeriesPreview }) {
  const t = useT();
  return (
    <TableScroll label={t("admin-series.dates.preview")} minWidth={480}>
      <Table>
        <caption className="visually-hidden">{t("admin-series.dates.preview")}</caption>
        <ColumnHeads
          columns={[t("admin-series.dates.date"), t("admin-series.dates.status"), t("admin-series.dates.priceOrReason")]}
        />
        <Table.Tbody>
          {preview.dates.map((d) => (
            <Table.Tr key={d.date} data-date={d.date}>
              <Table.Td>{formatDate(d.date)}</Table.Td>
              <Table.Td>
                <DateStatusBadge status={d.status} />
              </Table.Td>
              <Table.Td>
                {d.status === "free" ? (
                  formatMoney(d.total, preview.currency)
                ) : (
                  <Text size="sm">
                    {d.reason}{" "}
                    {d.taken_by && (
                      <Anchor component={Link} to={to(paths.admin.order, { order_id: d.taken_by.order_id })}>
                        {d.taken_by.inv}
                      </Anchor>
                    )}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
