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
import { useT } from "../i18n.ts";
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
  const t = useT();
  const moduleName = (id: number | null) => modules.data?.data.find((m) => m.id === id)?.name ?? "—";

  const onDeactivate = async (addon: AdminAddon) => {
    const answer = await confirmDialog({
      title: t("admin-catalog.addons.deactivateTitle"),
      message: t("admin-catalog.addons.deactivateMessage", { name: addon.name }),
    });
    if (answer !== "ok") return;
    deactivate.mutate(addon.id, {
      onSuccess: () => toast(t("admin-catalog.row.deactivated", { name: addon.name }), "success"),
      onError: toastApiError,
    });
  };
  const onReactivate = (addon: AdminAddon) => {
    const { id: _id, active: _active, ...fields } = addon;
    update.mutate(
      { id: addon.id, body: { ...fields, active: true } },
      { onSuccess: () => toast(t("admin-catalog.row.activeAgain", { name: addon.name }), "success"), onError: toastApiError },
    );
  };

  return (
    <Stack component="section" aria-labelledby="addons-heading" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="addons-heading">
          {t("admin-catalog.addons.heading")}
        </Title>
        <Button onClick={() => setEditing("new")}>{t("admin-catalog.addons.add")}</Button>
      </Group>
      <QueryState what={t("admin-catalog.loading.addons")} pending={addons.isPending} error={addons.error} />
      {addons.data && (
        <TableScroll label={t("admin-catalog.addons.heading")} minWidth={720}>
          <Table striped verticalSpacing="xs">
            <caption className="visually-hidden">{t("admin-catalog.addons.heading")}</caption>
            <ColumnHeads
              columns={[
                t("admin-catalog.column.name"),
                t("admin-catalog.addons.column.group"),
                t("admin-catalog.addons.column.price"),
                t("admin-catalog.addons.column.kind"),
                t("admin-catalog.addons.column.stock"),
                t("admin-catalog.column.status"),
                t("admin-catalog.column.actions"),
              ]}
            />
            <Table.Tbody>
              {addons.data.data.map((addon) => (
                <Table.Tr key={addon.id}>
                  <Table.Th scope="row">{addon.name}</Table.Th>
                  <Table.Td>{addon.group === 1 ? t("admin-catalog.addons.group1") : t("admin-catalog.addons.group2")}</Table.Td>
                  <Table.Td>{formatMoney(addon.price, currency)}</Table.Td>
                  <Table.Td>
                    {addon.module === "addons"
                      ? t("admin-catalog.addons.kindAddon")
                      : t("admin-catalog.addons.kindMulti", { module: moduleName(addon.module_id) })}
                  </Table.Td>
                  <Table.Td>{addon.stock ?? t("admin-catalog.addons.unlimited")}</Table.Td>
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
      {addons.data?.data.length === 0 && <Text c="dimmed">{t("admin-catalog.addons.empty")}</Text>}
      <CatalogModal
        title={editing === "new" ? t("admin-catalog.addons.add") : t("admin-catalog.addons.edit")}
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
