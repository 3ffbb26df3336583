import { Alert, Anchor, Button, Paper, Stack, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { Trans } from "../../i18n/trans.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { useOptOutOfReminders } from "./api/opt-out.ts";
import { useT } from "./i18n.ts";

/**
 * Where a reminder's "turn them off" link lands: the address it was sent to and one button,
 * so a mail scanner opening the link changes nothing. Members can turn them back on in their profile.
 */
export function RemindersOffPage() {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const key = params.get("key") ?? "";
  const optOut = useOptOutOfReminders();
  const failure = optOut.error ? parseApiError(optOut.error).message : null;

  return (
    <Stack maw={480} mx="auto">
      <PageTitle title={t("reminders.title")} description={t("reminders.description")} />
      {!email || !key ? (
        <Alert color="red" variant="outline" role="alert" title={t("reminders.incomplete.title")}>
          {t("reminders.incomplete.body")}
        </Alert>
      ) : optOut.isSuccess ? (
        <Alert color="blue" variant="outline" role="status" title={t("reminders.off.title")}>
          {t("reminders.off.body", { email })}
        </Alert>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Text>
              <Trans message={t("reminders.ask", { email })} elements={[<strong key="email" />]} />
            </Text>
            {failure && (
              <Alert color="red" variant="outline" role="alert">
                {failure}
              </Alert>
            )}
            <Button onClick={() => optOut.mutate({ email, key })} loading={optOut.isPending}>
              {t("reminders.turnOff")}
            </Button>
          </Stack>
        </Paper>
      )}
      <Anchor component={Link} to={paths.home} ta="center">
        {t("reminders.home")}
      </Anchor>
    </Stack>
  );
}
