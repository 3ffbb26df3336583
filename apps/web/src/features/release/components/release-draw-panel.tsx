import type { MyRelease, Sport } from "@courtside/contract";
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatInstant, formatShortDate } from "../../../lib/format.ts";
import { countdownWords } from "../../schedules/countdown.ts";
import { useEnterDraw, useWithdrawEntry } from "../api/release.ts";
import { useSecondClock, wallTimeWithSeconds } from "./draw-clock.ts";
import { DrawResult } from "./draw-result.tsx";

export type DrawPick = { timeslotId: number; courtId: number; label: string };

const OUTCOME_WORDS = { won: "won", lost: "not drawn", taken: "booked meanwhile", refused: "over your plan's limits" } as const;

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
          Release draw for {formatShortDate(date)}
        </Title>
        {release.phase === "before" && release.opens_at && (
          <Text>
            This date opens with a draw at {formatInstant(release.opens_at, timezone)} (
            {countdownWords(Date.parse(release.opens_at) - now)}): members enter for the court-slots they want until {closes},
            then one fair draw gives each court-slot to one entrant.
          </Text>
        )}
        {release.phase === "open" && (
          <>
            <Text>
              Draw open until <strong>{closes}</strong> (
              <span role="timer">{countdownWords(Date.parse(release.closes_at ?? "") - now)}</span>
              ): choose up to {release.max_entries} court-slots in the grid, in order of preference. You can win{" "}
              {release.max_wins === 1 ? "one" : `up to ${release.max_wins}`}; everyone has the same chance, however many they
              enter for.
            </Text>
            {picks.length > 0 && (
              <Stack gap={4}>
                <Text fw={600}>Your choice, first preference first</Text>
                <List type="ordered">
                  {picks.map((p) => (
                    <List.Item key={`${p.timeslotId}:${p.courtId}`}>
                      {p.label}{" "}
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => onPicksChange(picks.filter((x) => x !== p))}
                        aria-label={`Remove ${p.label}`}
                      >
                        Remove
                      </Button>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
            <Group>
              <Button
                disabled={picks.length === 0 || picks.length > room}
                loading={enter.isPending}
                onClick={() => enter.mutate(picks, { onSuccess: () => onPicksChange([]) })}
              >
                Enter the draw
              </Button>
              <Text size="sm" c="dimmed">
                {room} of {release.max_entries} entries left
              </Text>
            </Group>
          </>
        )}
        {release.phase === "drawing" && (
          <Text role="status">The draw is closed and being made: your result shows here in a moment.</Text>
        )}
        {release.phase === "drawn" && <DrawResult sport={sport} release={release} timezone={timezone} />}
        {failure && (
          <Alert color="red" variant="outline" role="alert">
            {parseApiError(failure).message}
          </Alert>
        )}
        {release.entries.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>Your entries</Text>
            <List type="ordered" aria-label="Your entries">
              {release.entries.map((e) => (
                <List.Item key={e.id}>
                  {e.court_name} at {e.start_time}
                  {e.outcome && ` — ${OUTCOME_WORDS[e.outcome]}`}{" "}
                  {release.phase === "open" && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      loading={withdraw.isPending && withdraw.variables === e.id}
                      onClick={() => withdraw.mutate(e.id)}
                      aria-label={`Withdraw ${e.court_name} at ${e.start_time}`}
                    >
                      Withdraw
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
