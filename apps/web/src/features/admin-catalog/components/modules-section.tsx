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
import { useT } from "../i18n.ts";
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
  const t = useT();

  const onDeactivate = async (module: AdminAddonModule) => {
    const answer = await confirmDialog({
      title: t("admin-catalog.modules.deactivateTitle"),
      message: t("admin-catalog.modules.deactivateMessage", { name: module.name }),
    });
    if (answer !== "ok") return;
    deactivate.mutate(module.id, {
      onSuccess: () => toast(t("admin-catalog.row.deactivated", { name: module.name }), "success"),
      onError: toastApiError,
    });
  };
  const onReactivate = (module: AdminAddonModule) =>
    update.mutate(
      { id: module.id, body: { name: module.name, description: module.description, active: true } },
      { onSuccess: () => toast(t("admin-catalog.row.activeAgain", { name: module.name }), "success"), onError: toastApiError },
    );

  return (
    <Stack component="section" aria-labelledby="modules-heading" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="modules-heading">
          {t("admin-catalog.modules.heading")}
        </Title>
        <Button onClick={() => setEditing("new")}>{t("admin-catalog.modules.add")}</Button>
      </Group>
      <QueryState what={t("admin-catalog.loading.modules")} pending={modules.isPending} error={modules.error} />
      {modules.data && (
        <TableScroll label={t("admin-catalog.modules.heading")} minWidth={520}>
          <Table striped verticalSpacing="xs">
            <caption className="visually-hidden">{t("admin-catalog.modules.heading")}</caption>
            <ColumnHeads
              columns={[
                t("admin-catalog.column.name"),
                t("admin-catalog.column.description"),
                t("admin-catalog.column.status"),
                t("admin-catalog.column.actions"),
              ]}
            />
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
      {modules.data?.data.length === 0 && <Text c="dimmed">{t("admin-catalog.modules.empty")}</Text>}
      <CatalogModal
        title={editing === "new" ? t("admin-catalog.modules.add") : t("admin-catalog.modules.edit")}
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
