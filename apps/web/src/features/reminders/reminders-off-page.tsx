import { Alert, Anchor, Button, Paper, Stack, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { useOptOutOfReminders } from "./api/opt-out.ts";

/**
 * Where a reminder's "turn them off" link lands: the address it was sent to and one button,
 * so a mail scanner opening the link changes nothing. Members can turn them back on in their profile.
 */
export function RemindersOffPage() {
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const key = params.get("key") ?? "";
  const optOut = useOptOutOfReminders();
  const failure = optOut.error ? parseApiError(optOut.error).message : null;

  return (
    <Stack maw={480} mx="auto">
      <PageTitle title="Booking reminders" description="The mail we send the day before each booking." />
      {!email || !key ? (
        <Alert color="red" variant="outline" role="alert" title="This link is incomplete">
          Use the link at the end of your latest reminder mail.
        </Alert>
      ) : optOut.isSuccess ? (
        <Alert color="blue" variant="outline" role="status" title="Reminders are off">
          We will not send booking reminders to {email} any more. Members can turn them back on under Edit profile.
        </Alert>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Text>
              Stop the reminder mails to <strong>{email}</strong>? Confirmations and cancellations still arrive.
            </Text>
            {failure && (
              <Alert color="red" variant="outline" role="alert">
                {failure}
              </Alert>
            )}
            <Button onClick={() => optOut.mutate({ email, key })} loading={optOut.isPending}>
              Turn reminders off
            </Button>
          </Stack>
        </Paper>
      )}
      <Anchor component={Link} to={paths.home} ta="center">
        Go to the club's home page
      </Anchor>
    </Stack>
  );
}
