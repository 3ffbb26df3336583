import type { AdminAddon, Sport } from "@courtside/contract";
import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { confirmDialog } from "../../../components/confirm.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeactivateAddon } from "../api/deactivate-addon.ts";
import { useAddonModules } from "../api/get-addon-modules.ts";
import { useAdminAddons } from "../api/get-admin-addons.ts";
import { useUpdateAddon } from "../api/update-addon.ts";
import { AddonForm } from "./addon-form.tsx";
import { CatalogModal } from "./catalog-modal.tsx";
import { RowActions } from "./row-actions.tsx";
import { StatusText } from "./status-text.tsx";

/** Add-ons and multi-add-ons with group, price, module and stock. */
export function AddonsSection({ sport, currency }: { sport: Sport; currency: string | undefined }) {
  const addons = useAdminAddons(sport);
  const modules = useAddonModules(sport);
  const update = useUpdateAddon(sport);
  const deactivate = useDeactivateAddon(sport);
  const [editing, setEditing] = useState<AdminAddon | "new" | null>(null);
  const moduleName = (id: number | null) => modules.data?.data.find((m) => m.id === id)?.name ?? "—";

  const onDeactivate = async (addon: AdminAddon) => {
    const answer = await confirmDialog({
      title: "Deactivate add-on",
      message: `Deactivate ${addon.name}? It is no longer offered; orders that have it keep it.`,
    });
    if (answer !== "ok") return;
    deactivate.mutate(addon.id, { onSuccess: () => toast(`${addon.name} deactivated.`, "success"), onError: toastApiError });
  };
  const onReactivate = (addon: AdminAddon) => {
    const { id: _id, active: _active, ...fields } = addon;
    update.mutate(
      { id: addon.id, body: { ...fields, active: true } },
      { onSuccess: () => toast(`${addon.name} is active again.`, "success"), onError: toastApiError },
    );
  };

  return (
    <Stack component="section" aria-labelledby="addons-heading" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="addons-heading">
          Add-ons
        </Title>
        <Button onClick={() => setEditing("new")}>Add add-on</Button>
      </Group>
      <QueryState what="add-ons" pending={addons.isPending} error={addons.error} />
      {addons.data && (
        <TableScroll label="Add-ons" minWidth={720}>
          <Table striped verticalSpacing="xs">
            <caption className="visually-hidden">Add-ons</caption>
            <ColumnHeads columns={["Name", "Group", "Price", "Kind", "Stock per slot", "Status", "Actions"]} />
            <Table.Tbody>
              {addons.data.data.map((addon) => (
                <Table.Tr key={addon.id}>
                  <Table.Th scope="row">{addon.name}</Table.Th>
                  <Table.Td>{addon.group === 1 ? "1 · by quantity" : "2 · service"}</Table.Td>
                  <Table.Td>{formatMoney(addon.price, currency)}</Table.Td>
                  <Table.Td>{addon.module === "addons" ? "Add-on" : `Multi · ${moduleName(addon.module_id)}`}</Table.Td>
                  <Table.Td>{addon.stock ?? "Unlimited"}</Table.Td>
                  <Table.Td>
                    <StatusText active={addon.active} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={addon.name}
                      active={addon.active}
                      onEdit={() => setEditing(addon)}
                      onDeactivate={() => onDeactivate(addon)}
                      onReactivate={() => onReactivate(addon)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {addons.data?.data.length === 0 && <Text c="dimmed">No add-ons yet.</Text>}
      <CatalogModal
        title={editing === "new" ? "Add add-on" : "Edit add-on"}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <AddonForm
            sport={sport}
            addon={editing === "new" ? null : editing}
            modules={modules.data?.data ?? []}
            currency={currency}
            onDone={() => setEditing(null)}
          />
        )}
      </CatalogModal>
    </Stack>
  );
}
