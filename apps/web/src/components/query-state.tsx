import { Alert, Group, Loader, Text } from "@mantine/core";
import { parseApiError } from "../lib/api-errors.ts";

/**
 * What a page or section shows while its query loads, or when it failed: the server's
 * `{message}` under "Could not load …". Nothing once the data is there.
 */
export function QueryState({ what, pending, error }: { what: string; pending: boolean; error: unknown }) {
  if (pending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading {what}…</Text>
      </Group>
    );
  if (error)
    return (
      <Alert color="red" variant="outline" role="alert" title={`Could not load ${what}`}>
        {parseApiError(error).message}
      </Alert>
    );
  return null;
}
