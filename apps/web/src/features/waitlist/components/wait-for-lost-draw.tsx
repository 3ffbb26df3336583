import type { MyRelease, Sport } from "@courtside/contract";
import { Alert, Anchor, Button, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { parseApiError } from "../../../lib/api-errors.ts";
import { useJoinWaitlist, useMyWaitlist } from "../api/waitlist.ts";
import { useT } from "../i18n.ts";
import { courtsWords, liveEntryFor, placeWords } from "../waitlist-words.ts";

export interface LostSlot {
  timeslotId: number;
  startTime: string;
  courts: { id: number; name: string }[];
}

/**
 * The court-slots a member entered for and did not get (not drawn, or booked meanwhile),
 * one per time (a place in line is per time), leaving out any that is free now (that one is
 * simply booked).
 */
export function lostSlots(release: Pick<MyRelease, "entries" | "still_free">): LostSlot[] {
  const slots = new Map<number, LostSlot>();
  for (const e of release.entries) {
    if (e.outcome !== "lost" && e.outcome !== "taken") continue;
    if (release.still_free.some((f) => f.timeslot_id === e.timeslot_id && f.court_id === e.court_id)) continue;
    const slot = slots.get(e.timeslot_id) ?? { timeslotId: e.timeslot_id, startTime: e.start_time, courts: [] };
    if (!slot.courts.some((c) => c.id === e.court_id)) slot.courts.push({ id: e.court_id, name: e.court_name });
    slots.set(e.timeslot_id, slot);
  }
  return [...slots.values()];
}

/** After a draw: join the waitlist for each court-slot the member entered for and did not get. */
export function WaitForLostDraw({ sport, release }: { sport: Sport; release: MyRelease }) {
  const t = useT();
  const waitlist = useMyWaitlist(sport, true);
  const join = useJoinWaitlist(sport);
  const slots = lostSlots(release);
  if (slots.length === 0 || !waitlist.data || waitlist.data.limit === 0) return null;
  const failure = join.error ? parseApiError(join.error) : null;
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={600}>{t("waitlist.lost.title")}</Text>
      <List spacing="xs" aria-label={t("waitlist.lost.listLabel")}>
        {slots.map((slot) => {
          const live = liveEntryFor(waitlist.data, release.date, slot.timeslotId);
          return (
            <List.Item key={slot.timeslotId}>
              {live ? (
                <Text role="status">
                  {t("waitlist.lost.onList", {
                    courts: courtsWords(live.courts),
                    time: slot.startTime,
                    place: live.status === "offered" ? t("waitlist.lost.held") : (placeWords(live.place) ?? t("waitlist.inLine")),
                  })}{" "}
                  <Anchor component={Link} to={paths.sport[sport].profile}>
                    {t("waitlist.lost.yourWaitlist")}
                  </Anchor>
                </Text>
              ) : (
                <Button
                  variant="default"
                  loading={join.isPending && join.variables?.timeslot_id === slot.timeslotId}
                  disabled={join.isPending}
                  onClick={() =>
                    join.mutate({ date: release.date, timeslot_id: slot.timeslotId, court_ids: slot.courts.map((c) => c.id) })
                  }
                >
                  {t("waitlist.lost.join", { courts: courtsWords(slot.courts), time: slot.startTime })}
                </Button>
              )}
            </List.Item>
          );
        })}
      </List>
      {failure && (
        <Alert color="red" variant="outline" role="alert">
          {failure.message}
        </Alert>
      )}
    </Stack>
  );
}
