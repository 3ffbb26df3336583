import type { MyLevel } from "@courtside/contract";
import { Stack, Text } from "@mantine/core";
import { formatInstant, formatLevel } from "../../../lib/format.ts";
import { useRules } from "../../schedules/index.ts";
import { useT } from "../i18n.ts";

/** How the level moved, newest first: when, from what to what, and why. */
export function LevelHistory({ level }: { level: MyLevel }) {
  const t = useT();
  // Times in the club's zone, as every other page shows them.
  const zone = useRules(level.sport).data?.timezone;
  if (level.history.length === 0) return null;
  return (
    <Stack
      gap={2}
      component="ul"
      aria-label={t("levels.history", { sport: level.sport })}
      style={{ listStyle: "none", margin: 0, padding: 0 }}
    >
      {level.history.map((change) => (
        <Text component="li" size="sm" key={`${change.at}-${change.level}`}>
          {change.previous === null
            ? t("levels.change.first", {
                when: formatInstant(change.at, zone),
                level: formatLevel(change.level),
                source: change.source,
              })
            : t("levels.change.moved", {
                when: formatInstant(change.at, zone),
                from: formatLevel(change.previous),
                level: formatLevel(change.level),
                source: change.source,
              })}
        </Text>
      ))}
    </Stack>
  );
}
