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
  const money = (minor: number | null) => (minor === null ? "—" : formatMoney(minor, currency));

  const onDeactivate = async (slot: AdminTimeslot) => {
    const answer = await confirmDialog({
      title: "Deactivate timeslot",
      message: `Deactivate ${slot.start}–${slot.end}? It leaves the public grid; its bookings stay.`,
    });
    if (answer !== "ok") return;
    deactivate.mutate(slot.id, {
      onSuccess: () => toast(`${slot.start}–${slot.end} deactivated.`, "success"),
      onError: toastApiError,
    });
  };
  const onReactivate = (slot: AdminTimeslot) => {
    const { id: _id, active: _active, ...fields } = slot;
    update.mutate(
      { id: slot.id, body: { ...fields, active: true } },
      { onSuccess: () => toast(`${slot.start}–${slot.end} is active again.`, "success"), onError: toastApiError },
    );
  };

  return (
    <Stack component="section" aria-labelledby="timeslots-heading" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="timeslots-heading">
          Timeslots and prices
        </Title>
        <Button onClick={() => setEditing("new")}>Add timeslot</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Prices are per court. Weekend prices apply on Saturdays and Sundays; “—” charges the weekday price.
      </Text>
      <QueryState what="timeslots" pending={slots.isPending} error={slots.error} />
      {slots.data && (
        <TableScroll label="Timeslots and prices" minWidth={720}>
          <Table striped verticalSpacing="xs">
            <caption className="visually-hidden">Timeslots and prices</caption>
            <ColumnHeads columns={["Time", "Member", "Guest", "Weekend member", "Weekend guest", "Status", "Actions"]} />
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
      {slots.data?.data.length === 0 && <Text c="dimmed">No timeslots yet.</Text>}
      <CatalogModal
        title={editing === "new" ? "Add timeslot" : "Edit timeslot"}
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
