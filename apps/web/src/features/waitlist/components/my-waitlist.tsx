import { SPORTS, type Sport, type WaitlistEntry } from "@courtside/contract";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { confirmDialog } from "../../../components/confirm.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { sportName } from "../../../i18n/common.ts";
import { Trans } from "../../../i18n/trans.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatSlot } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { tone } from "../../../lib/tones.ts";
import { myOrdersQueryKey } from "../../profile/api/get-my-orders.ts";
import { useFacilityTimeZone } from "../../schedules/index.ts";
import { useLeaveWaitlist, useMyWaitlistOfEverySport } from "../api/waitlist.ts";
import { useT } from "../i18n.ts";
import { courtsWords, isLive, placeWords } from "../waitlist-words.ts";
import { OfferCard } from "./offer-card.tsx";

const statusColor: Record<WaitlistEntry["status"], string> = {
  waiting: tone.blue,
  offered: tone.blue,
  booked: tone.teal,
  declined: tone.gray,
  lapsed: tone.gray,
  left: tone.gray,
  ended: tone.gray,
};

/**
 * The member's waitlist on the profile, every sport (the profile's first): a court held for
 * them stands out at the top (announced as it appears, found by the 5 s poll), then each
 * place in line with its courts, place and status, and Leave while waiting. Nothing when no
 * sport keeps a waitlist and the member has no entry.
 */
export function MyWaitlist({ sport }: { sport: Sport }) {
  const t = useT();
  const lists = useMyWaitlistOfEverySport(sport);
  const timezone = useFacilityTimeZone();
  const client = useQueryClient();
  const loaded = lists.flatMap(({ sport: s, query }) => (query?.data ? [{ sport: s, list: query.data }] : []));
  const entries = loaded.flatMap(({ sport: s, list }) => list.entries.map((entry) => ({ sport: s, entry })));
  const offers = entries.filter((e) => e.entry.status === "offered" && e.entry.offer);
  const rest = entries.filter((e) => !(e.entry.status === "offered" && e.entry.offer));

  // An offer made (or paid, declined, lapsed) is an order that came or changed: the bookings below follow.
  const offerKey = offers.map((o) => o.entry.offer?.order_id).join(",");
  const seenOffers = useRef(offerKey);
  useEffect(() => {
    if (seenOffers.current === offerKey) return;
    seenOffers.current = offerKey;
    for (const s of SPORTS) void client.invalidateQueries({ queryKey: myOrdersQueryKey(s) });
  }, [offerKey, client]);

  const failed = lists.filter((l) => l.query?.isError);
  const anyWaitlist = loaded.some(({ list }) => list.limit > 0);
  if (entries.length === 0 && failed.length === 0 && !anyWaitlist) return null;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="waitlist-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="waitlist-heading">
          {t("waitlist.mine.title")}
        </Title>
        {/* Always on the page, so an offer arriving in it is announced. */}
        <Stack gap="sm" role="status" aria-atomic="false">
          {offers.map(({ sport: s, entry }) => (
            <OfferWithDecline key={entry.id} sport={s} entry={entry} timezone={timezone} />
          ))}
        </Stack>
        {failed.map((l) => (
          <QueryState
            key={l.sport}
            what={t("waitlist.mine.what", { sport: l.sport })}
            pending={false}
            error={l.query?.error}
            onRetry={() => void l.query?.refetch()}
          />
        ))}
        {entries.length === 0 && loaded.length > 0 && (
          <Text c="dimmed">
            <Trans
              message={t("waitlist.mine.empty")}
              elements={[<Anchor key="grid" component={Link} to={paths.sport[sport].courtSchedules} />]}
            />
          </Text>
        )}
        {rest.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("waitlist.mine.listLabel")}>
            {rest.map(({ sport: s, entry }) => (
              <EntryRow key={`${s}:${entry.id}`} sport={s} entry={entry} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function OfferWithDecline({ sport, entry, timezone }: { sport: Sport; entry: WaitlistEntry; timezone?: string }) {
  const t = useT();
  const leave = useLeaveWaitlist(sport);
  const decline = async (e: WaitlistEntry) => {
    const court = e.offer?.court_name ?? t("waitlist.decline.theCourt");
    const answer = await confirmDialog({
      title: t("waitlist.decline.title"),
      confirmLabel: t("waitlist.decline.confirm", { court }),
      keepLabel: t("waitlist.decline.keep"),
      message: t("waitlist.decline.message", { court, time: e.start_time }),
    });
    if (answer !== "ok") return;
    // Awaited, not mutate's callbacks: the card is gone (and its callbacks with it) once the list says declined.
    await leave.mutateAsync(e.id).then(
      () => toast(t("waitlist.decline.done", { court, time: e.start_time }), "success"),
      (error: unknown) => toast(parseApiError(error).message, "error"),
    );
  };
  return <OfferCard sport={sport} entry={entry} timezone={timezone} declining={leave.isPending} onDecline={decline} />;
}

function EntryRow({ sport, entry }: { sport: Sport; entry: WaitlistEntry }) {
  const t = useT();
  const leave = useLeaveWaitlist(sport);
  const slot = formatSlot(entry.date, entry.start_time, entry.end_time);
  const place = entry.status === "waiting" ? placeWords(entry.place) : null;
  const onLeave = async () => {
    const answer = await confirmDialog({
      title: t("waitlist.leave.title"),
      keepLabel: t("waitlist.leave.keep"),
      message: t("waitlist.leave.message", { slot }),
    });
    if (answer !== "ok") return;
    await leave.mutateAsync(entry.id).then(
      () => toast(t("waitlist.leave.done", { slot }), "success"),
      (error: unknown) => toast(parseApiError(error).message, "error"),
    );
  };
  return (
    <li>
      <Paper withBorder p="sm" radius="md" component="article" aria-label={t("waitlist.entry.label", { slot })}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>
              {sportName(sport)} · {slot}
            </Text>
            <Text size="sm">
              {courtsWords(entry.courts, true)}
              {place && ` · ${place}`}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={statusColor[entry.status]} variant="outline">
              {t(`waitlist.status.${entry.status}`)}
            </Badge>
            {isLive(entry) && entry.status === "waiting" && (
              <Button
                variant="default"
                size="compact-md"
                loading={leave.isPending}
                onClick={() => void onLeave()}
                aria-label={t("waitlist.leave.label", { slot })}
              >
                {t("waitlist.leave.button")}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
    </li>
  );
}
