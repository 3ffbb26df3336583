import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatInstant } from "../../../lib/format.ts";
import { useCalendarFeed, useCreateCalendarFeed, useStopCalendarFeed } from "../api/calendar-feed.ts";

/**
 * A secret address calendar apps subscribe to, with every booking of both sports. The address
 * is shown once, when made (only its hash is kept); a new one stops the old; stopping ends it.
 */
export function CalendarSubscription() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const stop = useStopCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const active = feed.data?.active ?? false;

  const make = () => create.mutate(undefined, { onSuccess: (made) => setUrl(made.url), onError: toastApiError });
  const end = () => stop.mutate(undefined, { onSuccess: () => setUrl(null), onError: toastApiError });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="calendar-feed-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-heading">
          Calendar subscription
        </Title>
        <Text size="sm">
          Add one address to your phone's or computer's calendar and every booking appears there by itself, both sports. Keep it
          to yourself: anyone with it sees your bookings.
        </Text>
        {url && (
          <Group align="flex-end" wrap="nowrap">
            <TextInput label="Your subscription address" value={url} readOnly style={{ flex: 1 }} />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? "Copied" : "Copy"}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {active && !url && (
          <Text size="sm">
            On since {formatInstant(feed.data?.created_at)}. The address was shown when it was made; make a new one to see it
            again (the old one then stops).
          </Text>
        )}
        <Group>
          <Button variant={active ? "default" : "filled"} onClick={make} loading={create.isPending}>
            {active ? "Make a new address" : "Make a subscription address"}
          </Button>
          {active && (
            <Button variant="default" color="red" onClick={end} loading={stop.isPending}>
              Stop the subscription
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
