import { Alert, Button, Group, Loader, Text } from "@mantine/core";

/** While a day grid loads, or when it could not: a status line, or the error with Try again. */
export function ScheduleLoadState({ schedule }: { schedule: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  if (schedule.isError) {
    return (
      <Alert color="red" variant="outline" title="Could not load the schedule">
        <Button variant="default" size="xs" onClick={() => schedule.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!schedule.isPending) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text>Loading the schedule…</Text>
    </Group>
  );
}
