import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatInstant } from "../../../lib/format.ts";
import { useCalendarFeed, useCreateCalendarFeed, useStopCalendarFeed } from "../api/calendar-feed.ts";
import { useT } from "../i18n.ts";

/**
 * A secret address calendar apps subscribe to, with every booking of both sports. The address
 * is shown once, when made (only its hash is kept); a new one stops the old; stopping ends it.
 */
export function CalendarSubscription() {
  const t = useT();
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
          {t("profile.calendar.title")}
        </Title>
        <Text size="sm">{t("profile.calendar.intro")}</Text>
        {url && (
          <Group align="flex-end" wrap="nowrap">
            <TextInput label={t("profile.calendar.address")} value={url} readOnly style={{ flex: 1 }} />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t("profile.calendar.copied") : t("profile.calendar.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {active && !url && (
          <Text size="sm">{t("profile.calendar.onSince", { since: formatInstant(feed.data?.created_at) })}</Text>
        )}
        <Group>
          <Button variant={active ? "default" : "filled"} onClick={make} loading={create.isPending}>
            {active ? t("profile.calendar.makeNew") : t("profile.calendar.make")}
          </Button>
          {active && (
            <Button variant="default" color="red" onClick={end} loading={stop.isPending}>
              {t("profile.calendar.stop")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
