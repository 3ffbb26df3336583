import { Button, Group } from "@mantine/core";

type Props = { name: string; active: boolean; onEdit: () => void; onDeactivate: () => void; onReactivate: () => void };

/** Edit, and deactivate or reactivate, for one catalog row; each button names its row for screen readers. */
export function RowActions({ name, active, onEdit, onDeactivate, onReactivate }: Props) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      {active ? (
        <Button size="xs" variant="default" aria-label={`Deactivate ${name}`} onClick={onDeactivate}>
          Deactivate
        </Button>
      ) : (
        <Button size="xs" variant="default" aria-label={`Reactivate ${name}`} onClick={onReactivate}>
          Reactivate
        </Button>
      )}
    </Group>
  );
}
