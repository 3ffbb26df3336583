import type { MatchJoin, OpenMatch, Sport } from "@courtside/contract";
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { formatInstant, formatMoney } from "../../../lib/format.ts";
import { tone } from "../../../lib/tones.ts";
import { useT } from "../i18n.ts";
import { JoinMatch } from "./join-match.tsx";
import { levelRangeText, matchWhen } from "./match-words.ts";

/**
 * One open match: when and where, who opened it and who plays, the places left of those opened,
 * the level range, competitive or friendly, its category (women's, men's, mixed), who may join, the price of a place and what happens
 * at the deadline; then "Join and pay" (or, once joined with credit, "You're in").
 */
export function MatchCard({
  sport,
  match,
  zone,
  credit,
}: {
  sport: Sport;
  match: OpenMatch;
  zone: string | undefined;
  /** The member's club credit (cents), null until known. */
  credit: number | null;
}) {
  const t = useT();
  const [joined, setJoined] = useState<MatchJoin | null>(null);
  const when = matchWhen(match);
  const price = formatMoney(match.price_per_place, match.currency) ?? "";
  const places =
    match.status === "cancelled"
      ? t("matches.card.cancelled")
      : match.status === "full" || match.places_left <= 0
        ? t("matches.card.full")
        : t("matches.card.placesLeft", { left: match.places_left, places: match.places });
  const canJoin = !joined && !match.you_play && match.status === "open" && match.places_left > 0;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={t("matches.card.label", { when })}
      data-testid="open-match"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4">
            {when}
          </Title>
          {match.you_play && !joined && (
            <Badge color="blue" variant="filled">
              {t(match.you_own ? "matches.card.youOwn" : "matches.card.youPlay")}
            </Badge>
          )}
        </Group>
        <Text size="sm">{match.courts.map((c) => c.name).join(", ")}</Text>
        <Text size="sm">{t("matches.card.openedBy", { name: match.owner_name })}</Text>
        <Text size="sm">{t("matches.card.players", { names: match.players.join(", ") })}</Text>
        <Text fw={600}>{places}</Text>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {levelRangeText(match)}
          </Badge>
          <Badge variant="light" color="gray">
            {t("matches.card.style", { style: match.style })}
          </Badge>
          {match.category !== "all" && (
            <Badge variant="light" color="gray">
              {t("matches.card.category", { category: match.category })}
            </Badge>
          )}
          {match.audience === "members" && (
            <Badge variant="light" color="gray">
              {t("matches.card.membersOnly")}
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {t("matches.card.price", { price })}
        </Text>
        <Text size="sm">
          {t("matches.card.deadline", {
            keep: match.keep_if_not_full ? "yes" : "no",
            deadline: formatInstant(match.deadline, zone) ?? "",
          })}
        </Text>
        {joined ? (
          <Alert color={tone.teal} variant="outline" role="status" title={t("matches.join.paidTitle")}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("matches.join.paid", { when })}</Text>
              <Anchor component={Link} to={paths.sport[sport].profile}>
                {t("matches.join.toProfile")}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          canJoin && <JoinMatch sport={sport} match={match} credit={credit} onPaid={setJoined} />
        )}
      </Stack>
    </Paper>
  );
}
