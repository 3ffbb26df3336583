import type { AdminTimeslot, Sport } from "@courtside/contract";
import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { confirmDialog } from "../../../components/confirm.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeactivateTimeslot } from "../api/deactivate-timeslot.ts";
import { useAdminTimeslots } from "../api/get-admin-timeslots.ts";
import { useUpdateTimeslot } from "../api/update-timeslot.ts";
import { useT } from "../i18n.ts";
import { CatalogModal } from "./catalog-modal.tsx";
import { RowActions } from "./row-actions.tsx";
import { StatusText } from "./status-text.tsx";
import { TimeslotForm } from "./timeslot-form.tsx";

/** Timeslots by start time with member, guest and weekend prices per court. */
export function TimeslotsSection({ sport, currency }: { sport: Sport; currency: string | undefined }) {
  const slots = useAdminTimeslots(sport);
  const update = useUpdateTimeslot(sport);
  const deactivate = useDeactivateTimeslot(sport);
  const [editing, setEditing] = useState<AdminTimeslot | "new" | null>(null);
  const t = useT();
  const money = (minor: number | null) => (minor === null ? "—" : formatMoney(minor, currency));

  const onDeactivate = async (slot: AdminTimeslot) => {
    const answer = await confirmDialog({
      title: t("admin-catalog.timeslots.deactivateTitle"),
      message: t("admin-catalog.row.leavesGrid", { name: `${slot.start}–${slot.end}` }),
    });
    if (answer !== "ok") return;
    deactivate.mutate(slot.id, {
      onSuccess: () => toast(t("admin-catalog.row.deactivated", { name: `${slot.start}–${slot.end}` }), "success"),
      onError: toastApiError,
    });
  };
  const onReactivate = (slot: AdminTimeslot) => {
    const { id: _id, active: _active, ...fields } = slot;
    update.mutate(
      { id: slot.id, body: { ...fields, active: true } },
      {
        onSuccess: () => toast(t("admin-catalog.row.activeAgain", { name: `${slot.start}–${slot.end}` }), "success"),
        onError: toastApiError,
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby="timeslots-heading" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="timeslots-heading">
          {t("admin-catalog.timeslots.heading")}
        </Title>
        <Button onClick={() => setEditing("new")}>{t("admin-catalog.timeslots.add")}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t("admin-catalog.timeslots.intro")}
      </Text>
      <QueryState what={t("admin-catalog.loading.timeslots")} pending={slots.isPending} error={slots.error} />
      {slots.data && (
        <TableScroll label={t("admin-catalog.timeslots.heading")} minWidth={720}>
          <Table striped verticalSpacing="xs">
            <caption className="visually-hidden">{t("admin-catalog.timeslots.heading")}</caption>
            <ColumnHeads
              columns={[
                t("admin-catalog.timeslots.column.time"),
                t("admin-catalog.timeslots.column.member"),
                t("admin-catalog.timeslots.column.guest"),
                t("admin-catalog.timeslots.column.weekendMember"),
                t("admin-catalog.timeslots.column.weekendGuest"),
                t("admin-catalog.column.status"),
                t("admin-catalog.column.actions"),
              ]}
            />
            <Table.Tbody>
              {slots.data.data.map((slot) => {
                const name = `${slot.start}–${slot.end}`;
                return (
                  <Table.Tr key={slot.id}>
                    <Table.Th scope="row" style={{ whiteSpace: "nowrap" }}>
                      {name}
                    </Table.Th>
                    <Table.Td>{money(slot.price_member)}</Table.Td>
                    <Table.Td>{money(slot.price_guest)}</Table.Td>
                    <Table.Td>{money(slot.weekend_price_member)}</Table.Td>
                    <Table.Td>{money(slot.weekend_price_guest)}</Table.Td>
                    <Table.Td>
                      <StatusText active={slot.active} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={name}
                        active={slot.active}
                        onEdit={() => setEditing(slot)}
                        onDeactivate={() => onDeactivate(slot)}
                        onReactivate={() => onReactivate(slot)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {slots.data?.data.length === 0 && <Text c="dimmed">{t("admin-catalog.timeslots.empty")}</Text>}
      <CatalogModal
        title={editing === "new" ? t("admin-catalog.timeslots.add") : t("admin-catalog.timeslots.edit")}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <TimeslotForm
            sport={sport}
            slot={editing === "new" ? null : editing}
            currency={currency}
            onDone={() => setEditing(null)}
          />
        )}
      </CatalogModal>
    </Stack>
  );
}
