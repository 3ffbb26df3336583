import { type AdminClosure, type Sport, sportSettings } from "@courtside/contract";
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

const when = formatDayAt;
const courtOf = (c: AdminClosure) => c.court_name ?? "All courts";

/** Closures of the sport: add one (a court or all courts, a span, a reason), see those under way and to come, delete. */
export function ClosuresPage({ sport }: { sport: Sport }) {
  const rules = useRules(sport);
  const courts = useAdminCourts(sport);
  const closures = useClosures(sport);
  const remove = useDeleteClosure(sport);

  const onDelete = async (closure: AdminClosure) => {
    const answer = await confirmDialog({
      title: "Delete closure",
      message: `Delete the closure of ${courtOf(closure)} from ${when(closure.start_date, closure.start_time)}? The courts open for booking again.`,
    });
    if (answer !== "ok") return;
    remove.mutate(closure.id, {
      onSuccess: () => toast("Closure deleted.", "success"),
      onError: toastApiError,
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle
        title={`${sportSettings[sport].label} closures`}
        description="Closed courts show as closed in the public grid and cannot be booked."
      />
      {rules.isPending || courts.isPending ? (
        <QueryState what="courts" pending error={null} />
      ) : (
        <ClosureForm sport={sport} courts={courts.data?.data ?? []} today={todayIn(rules.data?.timezone)} />
      )}
      <Stack component="section" aria-labelledby="closure-list-heading" gap="sm">
        <Title order={2} size="h3" id="closure-list-heading">
          Under way and upcoming
        </Title>
        <QueryState what="closures" pending={closures.isPending} error={closures.error} />
        {closures.data && closures.data.data.length === 0 && <Text c="dimmed">No closures planned.</Text>}
        {closures.data && closures.data.data.length > 0 && (
          <TableScroll label="Closures under way and upcoming" minWidth={640}>
            <Table striped verticalSpacing="xs">
              <caption className="visually-hidden">Closures under way and upcoming</caption>
              <ColumnHeads columns={["Court", "From", "To", "Reason", "Actions"]} />
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
                        aria-label={`Delete the closure of ${courtOf(closure)} from ${when(closure.start_date, closure.start_time)}`}
                        onClick={() => onDelete(closure)}
                      >
                        Delete
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
