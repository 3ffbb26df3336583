import type { DaySchedule, Sport, Timeslot } from "@courtside/contract";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { loginIntentSearch } from "../../../app/navigation.ts";
import { paths } from "../../../app/paths.ts";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatDate } from "../../../lib/format.ts";
import { useJoinWaitlist, useMyWaitlist } from "../api/waitlist.ts";
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
  const heading = allTaken ? `All courts are taken at ${timeslot.start}` : `${court.name} is taken at ${timeslot.start}`;
  const failure = join.error ? parseApiError(join.error) : null;
  const signInHref = `${paths.login}${loginIntentSearch({ from: `${location.pathname}${location.search}` })}`;
  const howItWorks = `When a court comes free, the first in line gets it held for ${minutes ? `${minutes} minutes` : "a while"} to pay, and an email.`;

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
          <Text>The club keeps no waitlist for this sport: choose a free time instead.</Text>
        ) : !signedIn ? (
          <>
            <Text>Members can join the waitlist for a taken court. {howItWorks}</Text>
            <Button component={Link} to={signInHref}>
              Sign in to join the waitlist
            </Button>
          </>
        ) : live ? (
          <Stack gap="xs" role="status" align="flex-start">
            <Text fw={600}>
              {live.status === "offered" && live.offer
                ? `${live.offer.court_name} is held for you at ${timeslot.start}: pay for it on your profile.`
                : `You are on the waitlist for ${courtsWords(live.courts)} at ${timeslot.start}: ${placeWords(live.place) ?? "in line"}.`}
            </Text>
            {live.status === "waiting" && <Text size="sm">{howItWorks}</Text>}
            <Anchor component={Link} to={paths.sport[sport].profile}>
              See your waitlist
            </Anchor>
          </Stack>
        ) : (
          <>
            <Text>
              {allTaken ? "Join the waitlist for any court, or only this one. " : "Join the waitlist for this court. "}
              {howItWorks}
            </Text>
            <Group gap="sm">
              {allTaken ? (
                <>
                  <Button
                    loading={join.isPending && !join.variables?.court_ids}
                    disabled={join.isPending}
                    onClick={() => join.mutate({ date, timeslot_id: timeslot.id })}
                  >
                    Join the waitlist
                  </Button>
                  <Button
                    variant="default"
                    loading={join.isPending && Boolean(join.variables?.court_ids)}
                    disabled={join.isPending}
                    onClick={() => join.mutate({ date, timeslot_id: timeslot.id, court_ids: [court.id] })}
                  >
                    Only {court.name}
                  </Button>
                </>
              ) : (
                <Button
                  loading={join.isPending}
                  onClick={() => join.mutate({ date, timeslot_id: timeslot.id, court_ids: [court.id] })}
                >
                  Join the waitlist for {court.name}
                </Button>
              )}
            </Group>
          </>
        )}
        {!allTaken && !live && (
          <Text size="sm">
            {namesList(
              free.map((f) => f.court.name),
              "and",
            )}{" "}
            {free.length === 1 ? "is" : "are"} free at {timeslot.start}: book {free.length === 1 ? "it" : "one"} instead of
            waiting.
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="outline" role="alert" w="100%">
            <Stack gap="xs" align="flex-start">
              <Text>{failure.message}</Text>
              {(failure.code === "waitlist_limit" || failure.code === "waitlist_already_joined") && (
                <Anchor component={Link} to={paths.sport[sport].profile}>
                  See your waitlist
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        <Group gap="sm">
          {!live &&
            free.slice(0, 2).map(({ court: c, price }) => (
              <Button key={c.id} variant="light" onClick={() => onBook(c, timeslot, price)}>
                Book {c.name}
              </Button>
            ))}
          <Button variant="subtle" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
