import { Button, Group } from "@mantine/core";
import { useT } from "../i18n.ts";

type Props = { name: string; active: boolean; onEdit: () => void; onDeactivate: () => void; onReactivate: () => void };

/** Edit, and deactivate or reactivate, for one catalog row; each button names its row for screen readers. */
export function RowActions({ name, active, onEdit, onDeactivate, onReactivate }: Props) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" aria-label={t("admin-catalog.row.editLabel", { name })} onClick={onEdit}>
        {t("admin-catalog.row.edit")}
      </Button>
      {active ? (
        <Button size="xs" variant="default" aria-label={t("admin-catalog.row.deactivateLabel", { name })} onClick={onDeactivate}>
          {t("admin-catalog.row.deactivate")}
        </Button>
      ) : (
        <Button size="xs" variant="default" aria-label={t("admin-catalog.row.reactivateLabel", { name })} onClick={onReactivate}>
          {t("admin-catalog.row.reactivate")}
        </Button>
      )}
    </Group>
  );
}
