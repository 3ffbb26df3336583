import type { AdminClosure, Sport } from "@courtside/contract";
import { Button, Stack, Table, Text, Title } from "@mantine/core";
import { confirmDialog } from "../../components/confirm.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../components/table-scroll.tsx";
import { toastApiError } from "../../lib/form-errors.ts";
import { formatDayAt } from "../../lib/format.ts";
import { toast } from "../../lib/toast.ts";
import { todayIn, useRules } from "../schedules/index.ts";
import { useDeleteClosure } from "./api/delete-closure.ts";
import { useAdminCourts } from "./api/get-admin-courts.ts";
import { useClosures } from "./api/get-closures.ts";
import { ClosureForm } from "./components/closure-form.tsx";
import { useT } from "./i18n.ts";

const when = formatDayAt;

/** Closures of the sport: add one (a court or all courts, a span, a reason), see those under way and to come, delete. */
export function ClosuresPage({ sport }: { sport: Sport }) {
  const rules = useRules(sport);
  const courts = useAdminCourts(sport);
  const closures = useClosures(sport);
  const remove = useDeleteClosure(sport);
  const t = useT();
  const courtOf = (c: AdminClosure) => c.court_name ?? t("admin-catalog.closures.allCourts");

  const onDelete = async (closure: AdminClosure) => {
    const answer = await confirmDialog({
      title: t("admin-catalog.closures.deleteTitle"),
      message: t("admin-catalog.closures.deleteMessage", {
        court: courtOf(closure),
        from: when(closure.start_date, closure.start_time),
      }),
    });
    if (answer !== "ok") return;
    remove.mutate(closure.id, {
      onSuccess: () => toast(t("admin-catalog.closures.deleted"), "success"),
      onError: toastApiError,
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t("admin-catalog.closures.title", { sport })} description={t("admin-catalog.closures.description")} />
      {rules.isPending || courts.isPending ? (
        <QueryState what={t("admin-catalog.loading.courts")} pending error={null} />
      ) : (
        <ClosureForm sport={sport} courts={courts.data?.data ?? []} today={todayIn(rules.data?.timezone)} />
      )}
      <Stack component="section" aria-labelledby="closure-list-heading" gap="sm">
        <Title order={2} size="h3" id="closure-list-heading">
          {t("admin-catalog.closures.heading")}
        </Title>
        <QueryState what={t("admin-catalog.loading.closures")} pending={closures.isPending} error={closures.error} />
        {closures.data && closures.data.data.length === 0 && <Text c="dimmed">{t("admin-catalog.closures.empty")}</Text>}
        {closures.data && closures.data.data.length > 0 && (
          <TableScroll label={t("admin-catalog.closures.tableLabel")} minWidth={640}>
            <Table striped verticalSpacing="xs">
              <caption className="visually-hidden">{t("admin-catalog.closures.tableLabel")}</caption>
              <ColumnHeads
                columns={[
                  t("admin-catalog.closures.column.court"),
                  t("admin-catalog.closures.column.from"),
                  t("admin-catalog.closures.column.to"),
                  t("admin-catalog.closures.column.reason"),
                  t("admin-catalog.column.actions"),
                ]}
              />
              <Table.Tbody>
                {closures.data.data.map((closure) => (
                  <Table.Tr key={closure.id}>
                    <Table.Th scope="row">{courtOf(closure)}</Table.Th>
                    <Table.Td>{when(closure.start_date, closure.start_time)}</Table.Td>
                    <Table.Td>{when(closure.end_date, closure.end_time)}</Table.Td>
                    <Table.Td>{closure.reason}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t("admin-catalog.closures.deleteLabel", {
                          court: courtOf(closure),
                          from: when(closure.start_date, closure.start_time),
                        })}
                        onClick={() => onDelete(closure)}
                      >
                        {t("admin-catalog.closures.delete")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Stack>
  );
}
