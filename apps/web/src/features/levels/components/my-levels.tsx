import { SPORTS, type Sport } from "@courtside/contract";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useT } from "../i18n.ts";
import { SportLevel } from "./sport-level.tsx";

/** The profile's levels: one per sport, the page's sport first. */
export function MyLevels({ sport }: { sport: Sport }) {
  const t = useT();
  const sports = [sport, ...SPORTS.filter((s) => s !== sport)];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="my-levels-title">
      <Title order={2} size="h3" mb={4} id="my-levels-title">
        {t("levels.title")}
      </Title>
      <Text size="sm" mb="sm">
        {t("levels.scale")}
      </Text>
      <Stack gap="lg">
        {sports.map((s) => (
          <SportLevel key={s} sport={s} />
        ))}
      </Stack>
    </Paper>
  );
}
