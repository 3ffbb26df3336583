import { Alert, Button, Group, Loader, Text } from "@mantine/core";
import { useT } from "../i18n.ts";

/** While a day grid loads, or when it could not: a status line, or the error with Try again. */
export function ScheduleLoadState({ schedule }: { schedule: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const t = useT();
  if (schedule.isError) {
    return (
      <Alert color="red" variant="outline" title={t("schedules.load.failed")}>
        <Button variant="default" size="xs" onClick={() => schedule.refetch()}>
          {t("schedules.load.tryAgain")}
        </Button>
      </Alert>
    );
  }
  if (!schedule.isPending) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t("schedules.load.loading")}</Text>
    </Group>
  );
}
