import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { parseApiError } from "../lib/api-errors.ts";
import { useT } from "./i18n.ts";

/**
 * What a page or section shows while its query loads, or when it failed: the server's
 * `{message}` under "Could not load …", with "Try again" when the caller can retry. Nothing once
 * the data is there.
 */
export function QueryState({
  what,
  pending,
  error,
  onRetry,
}: {
  what: string;
  pending: boolean;
  error: unknown;
  onRetry?: () => void;
}) {
  const t = useT();
  if (pending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t("components.queryState.loading", { what })}</Text>
      </Group>
    );
  if (error)
    return (
      <Alert color="red" variant="outline" role="alert" title={t("components.queryState.failed", { what })}>
        {onRetry ? (
          <Stack gap="sm" align="flex-start">
            <Text>{parseApiError(error).message}</Text>
            <Button variant="default" onClick={onRetry}>
              {t("components.queryState.retry")}
            </Button>
          </Stack>
        ) : (
          parseApiError(error).message
        )}
      </Alert>
    );
  return null;
}
