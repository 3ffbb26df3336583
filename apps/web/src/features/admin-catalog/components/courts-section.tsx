import type { AdminCourt, Sport } from "@courtside/contract";
import { ActionIcon, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { confirmDialog } from "../../../components/confirm.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { toastApiError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeactivateCourt } from "../api/deactivate-court.ts";
import { useAdminCourts } from "../api/get-admin-courts.ts";
import { useReorderCourts } from "../api/reorder-courts.ts";
import { useUpdateCourt } from "../api/update-court.ts";
import { useT } from "../i18n.ts";
import { CatalogModal } from "./catalog-modal.tsx";
import { CourtForm } from "./court-form.tsx";
import { RowActions } from "./row-actions.tsx";
import { StatusText } from "./status-text.tsx";

type Move = { id: number; direction: "up" | "down" };

/** Courts in grid order: add, edit, deactivate or reactivate, move up and down. */
export function CourtsSection({ sport }: { sport: Sport }) {
  const courts = useAdminCourts(sport);
  const update = useUpdateCourt(sport);
  const deactivate = useDeactivateCourt(sport);
  const reorder = useReorderCourts(sport);
  const [editing, setEditing] = useState<AdminCourt | "new" | null>(null);
  const [moved, setMoved] = useState<Move | null>(null);
  const rows = courts.data?.data ?? [];
  const t = useT();

  // A moved row is re-inserted in the table, which drops focus: give it back to the same button
  // (or its twin when the row reached an end), so moving by keyboard can go on.
  useEffect(() => {
    if (!moved || rows.length === 0) return;
    const button = (d: string) => document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}-${d}"]:not(:disabled)`);
    const target = button(moved.direction) ?? button(moved.direction === "up" ? "down" : "up");
    if (target && document.activeElement !== target) target.focus();
  }, [moved, rows]);

  const move = (index: number, direction: Move["direction"]) => {
    const ids = rows.map((c) => c.id);
    const other = direction === "up" ? index - 1 : index + 1;
    const [a, b] = [ids[index], ids[other]];
    if (a === undefined || b === undefined) return;
    ids[index] = b;
    ids[other] = a;
    setMoved({ id: a, direction });
    // Once the order is settled (and refetched) focus is left alone again.
    reorder.mutate(ids, { onError: toastApiError, onSettled: () => setMoved(null) });
  };

  const onDeactivate = async (court: AdminCourt) => {
    const answer = await confirmDialog({
      title: t("admin-catalog.courts.deactivateTitle"),
      message: t("admin-catalog.row.leavesGrid", { name: court.name }),
    });
    if (answer !== "ok") return;
    deactivate.mutate(court.id, {
      onSuccess: () => toast(t("admin-catalog.row.deactivated", { name: court.name }), "success"),
      onError: toastApiError,
    });
  };
  const onReactivate = (court: AdminCourt) =>
    update.mutate(
      { id: court.id, body: { name: court.name, surface: court.surface, indoor: court.indoor, active: true } },
      { onSuccess: () => toast(t("admin-catalog.row.activeAgain", { name: court.name }), "success"), onError: toastApiError },
    );

  return (
    <Stack component="section" aria-labelledby="courts-heading" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="courts-heading">
          {t("admin-catalog.courts.heading")}
        </Title>
        <Button onClick={() => setEditing("new")}>{t("admin-catalog.courts.add")}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t("admin-catalog.courts.intro")}
      </Text>
      <QueryState what={t("admin-catalog.loading.courts")} pending={courts.isPending} error={courts.error} />
      {courts.data && (
        <TableScroll label={t("admin-catalog.courts.tableLabel")} minWidth={560}>
          <Table striped verticalSpacing="xs">
            <caption className="visually-hidden">{t("admin-catalog.courts.tableLabel")}</caption>
            <ColumnHeads
              columns={[
                t("admin-catalog.courts.column.order"),
                t("admin-catalog.column.name"),
                t("admin-catalog.courts.column.surface"),
                t("admin-catalog.courts.column.indoor"),
                t("admin-catalog.column.status"),
                t("admin-catalog.column.actions"),
              ]}
            />
            <Table.Tbody>
              {rows.map((court, index) => (
                <Table.Tr key={court.id}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t("admin-catalog.courts.moveUp", { name: court.name })}
                        data-move={`${court.id}-up`}
                        disabled={index === 0}
                        onClick={() => move(index, "up")}
                      >
                        <span aria-hidden>↑</span>
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t("admin-catalog.courts.moveDown", { name: court.name })}
                        data-move={`${court.id}-down`}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, "down")}
                      >
                        <span aria-hidden>↓</span>
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                  <Table.Th scope="row">{court.name}</Table.Th>
                  <Table.Td>{court.surface}</Table.Td>
                  <Table.Td>{court.indoor ? t("admin-catalog.courts.yes") : t("admin-catalog.courts.no")}</Table.Td>
                  <Table.Td>
                    <StatusText active={court.active} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={court.name}
                      active={court.active}
                      onEdit={() => setEditing(court)}
                      onDeactivate={() => onDeactivate(court)}
                      onReactivate={() => onReactivate(court)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {courts.data && rows.length === 0 && <Text c="dimmed">{t("admin-catalog.courts.empty")}</Text>}
      <CatalogModal
        title={editing === "new" ? t("admin-catalog.courts.add") : t("admin-catalog.courts.edit")}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <CourtForm sport={sport} court={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        )}
      </CatalogModal>
    </Stack>
  );
}
