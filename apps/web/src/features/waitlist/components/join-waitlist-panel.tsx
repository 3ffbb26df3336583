import type { DaySchedule, Sport, Timeslot } from "@courtside/contract";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { loginIntentSearch } from "../../../app/navigation.ts";
import { paths } from "../../../app/paths.ts";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatDate } from "../../../lib/format.ts";
import { useJoinWaitlist, useMyWaitlist } from "../api/waitlist.ts";
import { useT } from "../i18n.ts";
import { courtsWords, liveEntryFor, namesList, placeWords } from "../waitlist-words.ts";

type Court = DaySchedule["courts"][number];

export interface WaitTarget {
  court: Court;
  timeslot: Timeslot;
}

/** The courts of a time that can be booked right now, in grid order, with their price. */
export function freeCourtsAt(schedule: DaySchedule, timeslotId: number): { court: Court; price: number }[] {
  return schedule.courts.flatMap((court) => {
    const cell = schedule.cells.find((c) => c.timeslot_id === timeslotId && c.court_id === court.id);
    return cell?.status === "available" ? [{ court, price: cell.price }] : [];
  });
}

/**
 * A taken court-slot chosen in the day grid: a member joins its waitlist, for that court or
 * (when every court of the time is taken) any court; a guest is asked to sign in. Once in
 * line it says their place; a refusal says the server's reason and the way on (a court that
 * is free after all is booked instead). Takes the focus when it opens, so keyboard and
 * screen reader users land on it.
 */
export function JoinWaitlistPanel({
  sport,
  schedule,
  target,
  signedIn,
  guestLimit,
  offerMinutes,
  onBook,
  onClose,
}: {
  sport: Sport;
  schedule: DaySchedule;
  target: WaitTarget;
  signedIn: boolean;
  /** The sport's waitlist limit, for a guest (0: the club keeps no waitlist). */
  guestLimit: number | undefined;
  offerMinutes: number | undefined;
  onBook: (court: Court, timeslot: Timeslot, price: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const { court, timeslot } = target;
  const date = schedule.date;
  const join = useJoinWaitlist(sport);
  const myWaitlist = useMyWaitlist(sport, signedIn).data;
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const targetKey = `${date}:${timeslot.id}:${court.id}`;
  const { reset } = join;

  // A new choice: a fresh start (no last refusal), and the focus moves here.
  useEffect(() => {
    void targetKey;
    reset();
    headingRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [targetKey, reset]);

  const free = freeCourtsAt(schedule, timeslot.id);
  const allTaken = free.length === 0;
  const live = liveEntryFor(myWaitlist, date, timeslot.id);
  const limit = signedIn ? myWaitlist?.limit : guestLimit;
  const minutes = myWaitlist?.offer_minutes ?? offerMinutes;
  const heading = allTaken
    ? t("waitlist.join.allTaken", { time: timeslot.start })
    : t("waitlist.join.taken", { court: court.name, time: timeslot.start });
  const failure = join.error ? parseApiError(join.error) : null;
  const signInHref = `${paths.login}${loginIntentSearch({ from: `${location.pathname}${location.search}` })}`;
  const howItWorks = minutes ? t("waitlist.join.howItWorks", { minutes }) : t("waitlist.join.howItWorksWhile");

  return (
    <Paper ref={panelRef} withBorder p="md" radius="md" component="section" aria-labelledby="join-waitlist-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="join-waitlist-heading" ref={headingRef} tabIndex={-1}>
          {heading}
        </Title>
        <Text size="sm">
          {formatDate(date)}, {timeslot.start}–{timeslot.end}
        </Text>
        {limit === 0 && !live ? (
          <Text>{t("waitlist.join.none")}</Text>
        ) : !signedIn ? (
          <>
            <Text>
              {t("waitlist.join.guest")} {howItWorks}
            </Text>
            <Button component={Link} to={signInHref}>
              {t("waitlist.join.signIn")}
            </Button>
          </>
        ) : live ? (
          <Stack gap="xs" role="status" align="flex-start">
            <Text fw={600}>
              {live.status === "offered" && live.offer
                ? t("waitlist.join.heldForYou", { court: live.offer.court_name, time: timeslot.start })
                : t("waitlist.join.onList", {
                    courts: courtsWords(live.courts),
                    time: timeslot.start,
                    place: placeWords(live.place) ?? t("waitlist.inLine"),
                  })}
            </Text>
            {live.status === "waiting" && <Text size="sm">{howItWorks}</Text>}
            <Anchor component={Link} to={paths.sport[sport].profile}>
              {t("waitlist.join.see")}
            </Anchor>
          </Stack>
        ) : (
          <>
            <Text>
              {allTaken ? t("waitlist.join.anyOrThis") : t("waitlist.join.thisCourt")} {howItWorks}
            </Text>
            <Group gap="sm">
              {allTaken ? (
                <>
                  <Button
                    loading={join.isPending && !join.variables?.court_ids}
                    disabled={join.isPending}
                    onClick={() => join.mutate({ date, timeslot_id: timeslot.id })}
                  >
                    {t("waitlist.join.join")}
                  </Button>
                  <Button
                    variant="default"
                    loading={join.isPending && Boolean(join.variables?.court_ids)}
                    disabled={join.isPending}
                    onClick={() => join.mutate({ date, timeslot_id: timeslot.id, court_ids: [court.id] })}
                  >
                    {t("waitlist.join.only", { court: court.name })}
                  </Button>
                </>
              ) : (
                <Button
                  loading={join.isPending}
                  onClick={() => join.mutate({ date, timeslot_id: timeslot.id, court_ids: [court.id] })}
                >
                  {t("waitlist.join.joinCourt", { court: court.name })}
                </Button>
              )}
            </Group>
          </>
        )}
        {!allTaken && !live && (
          <Text size="sm">
            {t("waitlist.join.free", {
              count: free.length,
              courts: namesList(
                free.map((f) => f.court.name),
                "and",
              ),
              time: timeslot.start,
            })}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="outline" role="alert" w="100%">
            <Stack gap="xs" align="flex-start">
              <Text>{failure.message}</Text>
              {(failure.code === "waitlist_limit" || failure.code === "waitlist_already_joined") && (
                <Anchor component={Link} to={paths.sport[sport].profile}>
                  {t("waitlist.join.see")}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        <Group gap="sm">
          {!live &&
            free.slice(0, 2).map(({ court: c, price }) => (
              <Button key={c.id} variant="light" onClick={() => onBook(c, timeslot, price)}>
                {t("waitlist.join.book", { court: c.name })}
              </Button>
            ))}
          <Button variant="subtle" onClick={onClose}>
            {t("waitlist.join.close")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
