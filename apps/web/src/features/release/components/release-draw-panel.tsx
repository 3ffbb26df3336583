import type { MyRelease, Sport } from "@courtside/contract";
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans } from "../../../i18n/trans.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatInstant, formatShortDate } from "../../../lib/format.ts";
import { countdownWords } from "../../schedules/countdown.ts";
import { useEnterDraw, useWithdrawEntry } from "../api/release.ts";
import { useT } from "../i18n.ts";
import { useSecondClock, wallTimeWithSeconds } from "./draw-clock.ts";
import { DrawResult } from "./draw-result.tsx";

export type DrawPick = { timeslotId: number; courtId: number; label: string };

/** From this many changes left the panel says how many remain (a person rarely gets near it). */
const FEW_CHANGES = 5;

/**
 * A date's release draw for a signed-in member, above the day grid: before it, when it opens;
 * while open, the court-slots they pick in the grid (in order of preference), "Enter the draw",
 * their entries (withdraw) and a countdown; then "drawing…", then what they won (pay) or that
 * they were not drawn and what is still free. Nothing at all for a date without a draw.
 */
export function ReleaseDrawPanel(props: {
  sport: Sport;
  date: string;
  release: MyRelease;
  picks: DrawPick[];
  onPicksChange: (picks: DrawPick[]) => void;
  timezone?: string;
}) {
  const { sport, date, release, picks, onPicksChange, timezone } = props;
  const t = useT();
  const enter = useEnterDraw(sport, date);
  const withdraw = useWithdrawEntry(sport, date);
  const now = useSecondClock(release.phase === "open" || release.phase === "before");
  if (release.phase === "none") return null;
  const closes = release.closes_at ? wallTimeWithSeconds(release.closes_at, timezone) : "";
  const room = release.max_entries - release.entries.length;
  const failure = enter.error ?? withdraw.error;

  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="release-draw-title" component="section">
      <Stack gap="sm">
        <Title order={2} size="h4" id="release-draw-title">
          {t("release.panel.title", { date: formatShortDate(date) })}
        </Title>
        {release.phase === "before" && release.opens_at && (
          <Text>
            {t("release.panel.before", {
              opens: formatInstant(release.opens_at, timezone),
              countdown: countdownWords(Date.parse(release.opens_at) - now),
              closes,
            })}
          </Text>
        )}
        {release.phase === "open" && (
          <>
            <Text>
              <Trans
                message={t("release.panel.open", {
                  closes,
                  countdown: countdownWords(Date.parse(release.closes_at ?? "") - now),
                  maxEntries: release.max_entries,
                  maxWins: release.max_wins,
                })}
                elements={[<strong key="closes" />, <span key="countdown" role="timer" />]}
              />
            </Text>
            {picks.length > 0 && (
              <Stack gap={4}>
                <Text fw={600}>{t("release.panel.choice")}</Text>
                <List type="ordered">
                  {picks.map((p) => (
                    <List.Item key={`${p.timeslotId}:${p.courtId}`}>
                      {p.label}{" "}
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => onPicksChange(picks.filter((x) => x !== p))}
                        aria-label={t("release.panel.removeLabel", { pick: p.label })}
                      >
                        {t("release.panel.remove")}
                      </Button>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
            <Group>
              <Button
                disabled={picks.length === 0 || picks.length > room || release.changes_left === 0}
                loading={enter.isPending}
                onClick={() => enter.mutate({ entered: release.entries, picks }, { onSuccess: () => onPicksChange([]) })}
              >
                {t("release.panel.enter")}
              </Button>
              <Text size="sm" c="dimmed">
                {t("release.panel.room", { room, max: release.max_entries })}
              </Text>
            </Group>
            {release.changes_left <= FEW_CHANGES && (
              <Text size="sm" role="status">
                {t("release.panel.changesLeft", { count: release.changes_left })}
              </Text>
            )}
          </>
        )}
        {release.phase === "drawing" && <Text role="status">{t("release.panel.drawing")}</Text>}
        {release.phase === "drawn" && <DrawResult sport={sport} release={release} timezone={timezone} />}
        {failure && (
          <Alert color="red" variant="outline" role="alert">
            {parseApiError(failure).message}
          </Alert>
        )}
        {release.entries.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>{t("release.panel.entries")}</Text>
            <List type="ordered" aria-label={t("release.panel.entries")}>
              {release.entries.map((e) => (
                <List.Item key={e.id}>
                  {t("release.slot", { court: e.court_name, time: e.start_time })}
                  {e.outcome && ` — ${t(`release.panel.outcome.${e.outcome}`)}`}{" "}
                  {release.phase === "open" && release.changes_left > 0 && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      loading={withdraw.isPending && withdraw.variables === e.id}
                      onClick={() => withdraw.mutate(e.id)}
                      aria-label={t("release.panel.withdrawLabel", { court: e.court_name, time: e.start_time })}
                    >
                      {t("release.panel.withdraw")}
                    </Button>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
