import { Alert, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A state the player cannot go on from (a link that names nothing, a booking that is gone):
 * what happened, why, and the ways on, so no page ends in a dead end.
 */
export function ProblemAlert({ title, reason, waysOn }: { title: string; reason: ReactNode; waysOn: ReactNode }) {
  return (
    <Alert color="red" variant="outline" role="alert" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text>{reason}</Text>
        <Group gap="sm">{waysOn}</Group>
      </Stack>
    </Alert>
  );
}
