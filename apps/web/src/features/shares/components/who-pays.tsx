import type { Order, Sport } from "@courtside/contract";
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatInstant, formatMoney } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import "../../../components/choice-rows.css";
import { OpenMatchForm } from "../../matches/index.ts";
import { BookingPlayersPanel, useBookingPlayers } from "../../players/index.ts";
import { useFacilityTimeZone } from "../../schedules/index.ts";
import { useBookingShares } from "../api/booking-shares.ts";
import { useSplitBooking } from "../api/split-booking.ts";
import { useT } from "../i18n.ts";
import { splitAmounts } from "../split-amounts.ts";
import { ShareList } from "./share-list.tsx";

const CHOICES = ["all", "split", "match"] as const;
type Choice = (typeof CHOICES)[number];

/**
 * On a member's checkout, before Pay: who pays the held booking. "I pay it all" (the default)
 * needs nothing; "Split between players" adds the players and splits the total equally, after
 * which the order's Pay pays the owner's share and each player gets a link for theirs; "Open a
 * match" offers the free places to other members, each joiner paying a place.
 */
export function WhoPays({ sport, order }: { sport: Sport; order: Order }) {
  const t = useT();
  const [choice, setChoice] = useState<Choice>("all");
  const shares = useBookingShares(sport, order.order_id);
  const split = (order.shared_out ?? 0) > 0 || shares.data?.split === true;
  // A booking with club credit put toward it is not split (the server refuses it): nothing to choose.
  if (order.status !== "pending" || order.parent_order_id || (!split && (order.credit_applied ?? 0) > 0)) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="who-pays-heading">
      <Title order={3} size="h4" id="who-pays-heading">
        {t("shares.whoPays.title")}
      </Title>
      {split ? (
        shares.data ? (
          <ShareList shares={shares.data} />
        ) : (
          <QueryState
            what={t("shares.list.what")}
            pending={shares.isPending}
            error={shares.error}
            onRetry={() => void shares.refetch()}
          />
        )
      ) : (
        <>
          <Radio.Group
            className="choice-rows"
            aria-label={t("shares.whoPays.title")}
            value={choice}
            onChange={(value) => setChoice(value as Choice)}
          >
            <Stack gap={0}>
              {CHOICES.map((value) => (
                <Radio key={value} value={value} label={t(`shares.whoPays.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {choice === "all" && (
            <Text size="sm">{t("shares.whoPays.allHint", { total: formatMoney(order.total, order.currency) })}</Text>
          )}
          {choice === "split" && (
            <SplitStep
              sport={sport}
              order={order}
              deadline={shares.data?.deadline ?? null}
              savesCard={shares.data?.saves_card === true}
            />
          )}
          {choice === "match" && <OpenMatchForm sport={sport} orderId={order.order_id} />}
        </>
      )}
    </Stack>
  );
}

type SplitStepProps = { sport: Sport; order: Order; deadline: string | null; savesCard: boolean };

function SplitStep({ sport, order, deadline, savesCard }: SplitStepProps) {
  const t = useT();
  const zone = useFacilityTimeZone();
  const players = useBookingPlayers(sport, order.order_id);
  const split = useSplitBooking(sport, order.order_id);
  // Unticked until the owner agrees; only offered where the provider can keep a card (not the demo).
  const [chargeCard, setChargeCard] = useState(false);
  const count = players.data?.players.length ?? 0;
  const { each, owner } = splitAmounts(order.total, count);
  const money = (cents: number) => formatMoney(cents, order.currency);
  const onSplit = () => split.mutate(savesCard && chargeCard, { onSuccess: () => toast(t("shares.split.done"), "success") });
  return (
    <Stack gap="sm">
      <Text size="sm">{t("shares.whoPays.splitHint")}</Text>
      {deadline && <Text size="sm">{t("shares.whoPays.deadline", { deadline: formatInstant(deadline, zone) })}</Text>}
      <BookingPlayersPanel sport={sport} orderId={order.order_id} inv={order.inv} id={`split-players-${order.order_id}`} />
      {split.error && (
        <Alert color="red" variant="outline" role="alert" title={t("shares.split.failed")}>
          {parseApiError(split.error).message}
        </Alert>
      )}
      {players.data &&
        (count === 0 ? (
          <Text size="sm" fw={600}>
            {t("shares.split.needPlayers")}
          </Text>
        ) : (
          <Stack gap={4} align="flex-start">
            {/* Decided before splitting: the owner's checkout, opened by the split, keeps the card. */}
            {savesCard && (
              <Checkbox
                mb="xs"
                checked={chargeCard}
                onChange={(e) => setChargeCard(e.currentTarget.checked)}
                label={t("shares.split.chargeCard")}
                description={t("shares.split.chargeCardHint")}
              />
            )}
            <Group>
              <Button onClick={onSplit} loading={split.isPending}>
                {t("shares.split.button", { count, each: money(each) })}
              </Button>
            </Group>
            {owner !== each && <Text size="sm">{t("shares.split.oddCents", { owner: money(owner) })}</Text>}
          </Stack>
        ))}
    </Stack>
  );
}
