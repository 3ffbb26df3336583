import type { MyGame } from "@courtside/contract";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { confirmDialog } from "../../../components/confirm.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { sportName } from "../../../i18n/common.ts";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatSlot } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { tone } from "../../../lib/tones.ts";
import { MatchResultLink } from "../../results/index.ts";
import { MyShare } from "../../shares/index.ts";
import { useLeaveBooking } from "../api/leave-booking.ts";
import { useMyGamesOfEverySport } from "../api/my-games.ts";
import { useT } from "../i18n.ts";

/**
 * Bookings someone else made that the member was added to as a player, every sport, marked
 * as such, with Leave while they are to come. Nothing when there are none.
 */
export function MyGames() {
  const t = useT();
  const lists = useMyGamesOfEverySport();
  const leave = useLeaveBooking();
  const games = lists.flatMap((l) => l.query?.data ?? []);
  const failed = lists.filter((l) => l.query?.isError);
  if (games.length === 0 && failed.length === 0) return null;

  const onLeave = async (game: MyGame) => {
    const slot = formatSlot(game.date, game.timeslot.start, game.timeslot.end);
    const answer = await confirmDialog({
      title: t("players.games.leaveTitle"),
      message: t("players.games.leaveMessage", { slot, owner: game.owner_name }),
      confirmLabel: t("players.games.leave"),
      keepLabel: t("players.games.keep"),
    });
    if (answer !== "ok") return;
    leave.mutate(game, { onSuccess: () => toast(t("players.games.left", { slot }), "success"), onError: toastApiError });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="games-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="games-heading">
          {t("players.games.title")}
        </Title>
        {failed.map((l) => (
          <QueryState
            key={l.sport}
            what={t("players.games.what", { sport: l.sport })}
            pending={false}
            error={l.query?.error}
            onRetry={() => void l.query?.refetch()}
          />
        ))}
        {games.map((game) => (
          <Paper
            key={game.order_id}
            withBorder
            p="md"
            radius="md"
            component="article"
            aria-label={t("players.games.label", { inv: game.inv })}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap">
                <Text fw={700}>
                  {`${sportName(game.sport)} · `}
                  {formatSlot(game.date, game.timeslot.start, game.timeslot.end)}
                </Text>
                <Badge color={tone.blue} variant="outline">
                  {t("players.games.badge")}
                </Badge>
              </Group>
              <Text>{game.courts.map((c) => c.name).join(", ")}</Text>
              <Text size="sm">{t("players.games.bookedBy", { owner: game.owner_name, inv: game.inv })}</Text>
              {game.upcoming && <MyShare sport={game.sport} orderId={game.order_id} inv={game.inv} />}
              {!game.upcoming && game.status === "paid" && (
                <Group>
                  <MatchResultLink sport={game.sport} orderId={game.order_id} inv={game.inv} />
                </Group>
              )}
              {game.upcoming && (
                <Group>
                  <Button
                    variant="default"
                    color="red"
                    loading={leave.isPending && leave.variables?.order_id === game.order_id}
                    aria-label={t("players.games.leaveLabel", { inv: game.inv })}
                    onClick={() => void onLeave(game)}
                  >
                    {t("players.games.leave")}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
