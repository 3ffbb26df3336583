import type { AdminAddonModule, Sport } from "@courtside/contract";
import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { confirmDialog } from "../../../components/confirm.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { toastApiError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeactivateAddonModule } from "../api/deactivate-addon-module.ts";
import { useAddonModules } from "../api/get-addon-modules.ts";
import { useUpdateAddonModule } from "../api/update-addon-module.ts";
import { CatalogModal } from "./catalog-modal.tsx";
import { ModuleForm } from "./module-form.tsx";
import { RowActions } from "./row-actions.tsx";
import { StatusText } from "./status-text.tsx";

/** Multi-add-on modules: the pages that group add-ons booked per date. */
export function ModulesSection({ sport }: { sport: Sport }) {
  const modules = useAddonModules(sport);
  const update = useUpdateAddonModule(sport);
  const deactivate = useDeactivateAddonModule(sport);
  const [editing, setEditing] = useState<AdminAddonModule | "new" | null>(null);

  const onDeactivate = async (module: AdminAddonModule) => {
    const answer = await confirmDialog({
      title: "Deactivate module",
      message: `Deactivate ${module.name}? Its page is no longer offered; its add-ons stay.`,
    });
    if (answer !== "ok") return;
    deactivate.mutate(module.id, { onSuccess: () => toast(`${module.name} deactivated.`, "success"), onError: toastApiError });
  };
  const onReactivate = (module: AdminAddonModule) =>
    update.mutate(
      { id: module.id, body: { name: module.name, description: module.description, active: true } },
      { onSuccess: () => toast(`${module.name} is active again.`, "success"), onError: toastApiError },
    );

  return (
    <Stack component="section" aria-labelledby="modules-heading" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="modules-heading">
          Multi-add-on modules
        </Title>
        <Button onClick={() => setEditing("new")}>Add module</Button>
      </Group>
      <QueryState what="modules" pending={modules.isPending} error={modules.error} />
      {modules.data && (
        <TableScroll label="Multi-add-on modules" minWidth={520}>
          <Table striped verticalSpacing="xs">
            <caption className="visually-hidden">Multi-add-on modules</caption>
            <ColumnHeads columns={["Name", "Description", "Status", "Actions"]} />
            <Table.Tbody>
              {modules.data.data.map((module) => (
                <Table.Tr key={module.id}>
                  <Table.Th scope="row">{module.name}</Table.Th>
                  <Table.Td>{module.description || "—"}</Table.Td>
                  <Table.Td>
                    <StatusText active={module.active} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={module.name}
                      active={module.active}
                      onEdit={() => setEditing(module)}
                      onDeactivate={() => onDeactivate(module)}
                      onReactivate={() => onReactivate(module)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {modules.data?.data.length === 0 && <Text c="dimmed">No modules yet.</Text>}
      <CatalogModal
        title={editing === "new" ? "Add module" : "Edit module"}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <ModuleForm sport={sport} module={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        )}
      </CatalogModal>
    </Stack>
  );
}
