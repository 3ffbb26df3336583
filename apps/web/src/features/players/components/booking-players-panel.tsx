import { addPlayerRequestSchema, type BookingPlayers, type Sport } from "@courtside/contract";
import { Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { handleFormError, toastApiError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useAddPlayer } from "../api/add-player.ts";
import { useBookingPlayers } from "../api/booking-players.ts";
import { useRemovePlayer } from "../api/remove-player.ts";
import { useT } from "../i18n.ts";
import { PartnerPicker } from "./partner-picker.tsx";

/**
 * The players on one of the member's bookings (opened from its card): the owner first, then
 * each player added, with Remove; and the form that adds one by e-mail (a member), or by
 * e-mail and name (anyone else, invited by mail). Members are found by name only among the
 * owner's partners (PartnerPicker): the club's other members stay unlisted.
 */
export function BookingPlayersPanel({ sport, orderId, inv, id }: { sport: Sport; orderId: string; inv: string; id: string }) {
  const t = useT();
  const players = useBookingPlayers(sport, orderId);
  return (
    <Stack gap="xs" id={id} component="section" aria-labelledby={`${id}-heading`}>
      <Title order={3} size="h4" id={`${id}-heading`}>
        {t("players.panel.title", { inv })}
      </Title>
      {players.data ? (
        <PlayersOf sport={sport} orderId={orderId} players={players.data} id={id} />
      ) : (
        <QueryState
          what={t("players.panel.what")}
          pending={players.isPending}
          error={players.error}
          onRetry={() => void players.refetch()}
        />
      )}
    </Stack>
  );
}

function PlayersOf({ sport, orderId, players, id }: { sport: Sport; orderId: string; players: BookingPlayers; id: string }) {
  const t = useT();
  const remove = useRemovePlayer(sport, orderId);
  const count = players.players.length + 1;
  const room = players.open && players.you_own && count < players.limit;
  return (
    <Stack gap="xs">
      <Text size="sm">{t("players.panel.count", { count, limit: players.limit })}</Text>
      <List spacing={4} listStyleType="none" ml={0} pl={0}>
        <List.Item>
          <Text>{t("players.panel.owner", { name: players.owner_name, you: players.you_own ? "yes" : "no" })}</Text>
        </List.Item>
        {players.players.map((p) => (
          <List.Item key={p.id}>
            <Group gap="sm" wrap="wrap">
              <Text>{t("players.panel.player", { name: p.name, kind: p.kind, you: p.you ? "yes" : "no" })}</Text>
              {players.you_own && players.open && (
                <Button
                  variant="default"
                  color="red"
                  size="compact-md"
                  loading={remove.isPending && remove.variables === p.id}
                  aria-label={t("players.panel.removeLabel", { name: p.name })}
                  onClick={() =>
                    remove.mutate(p.id, {
                      onSuccess: () => toast(t("players.panel.removed", { name: p.name }), "success"),
                      onError: toastApiError,
                    })
                  }
                >
                  {t("players.panel.remove")}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      {room && <PartnerPicker sport={sport} orderId={orderId} id={`${id}-partners`} />}
      {room && <AddPlayerForm sport={sport} orderId={orderId} />}
      {players.you_own && players.open && !room && <Text size="sm">{t("players.panel.full")}</Text>}
    </Stack>
  );
}

function AddPlayerForm({ sport, orderId }: { sport: Sport; orderId: string }) {
  const t = useT();
  const add = useAddPlayer(sport, orderId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(addPlayerRequestSchema), defaultValues: { email: "", name: "" } });
  const onSubmit = handleSubmit((values) =>
    add.mutate(
      { email: values.email, ...(values.name ? { name: values.name } : {}) },
      {
        onSuccess: (answer) => {
          const added = answer.players.at(-1);
          toast(t("players.form.added", { name: added?.name ?? values.email }), "success");
          reset();
        },
        onError: (error) => handleFormError(error, setError, ["email", "name"]),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("players.form.label")}>
      <Stack gap="xs">
        <Text size="sm">{t("players.form.hint")}</Text>
        <FormAlert message={errors.root?.server?.message} />
        <TextInput
          label={t("players.form.email")}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register("email")}
        />
        <TextInput
          label={t("players.form.name")}
          description={t("players.form.nameHint")}
          autoComplete="off"
          error={errors.name?.message}
          {...register("name")}
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t("players.form.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
