import type { MyLevel } from "@courtside/contract";
import { Badge, Group, Text } from "@mantine/core";
import { formatLevel } from "../../../lib/format.ts";
import { tone } from "../../../lib/tones.ts";
import { useT } from "../i18n.ts";

/** The level now, and where it comes from: the player's own rating, or results and staff. */
export function LevelNow({ level }: { level: MyLevel }) {
  const t = useT();
  if (level.level === null) return <Text>{t("levels.notSet")}</Text>;
  return (
    <Group gap="xs">
      <Text size="xl" fw={700}>
        {formatLevel(level.level)}
      </Text>
      <Badge variant="outline" color={level.self_rated ? tone.orange : tone.teal}>
        {t("levels.source", { source: level.history[0]?.source ?? "self" })}
      </Badge>
    </Group>
  );
}
