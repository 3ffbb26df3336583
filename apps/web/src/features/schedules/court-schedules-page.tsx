import { SPORTS, type Sport } from "@courtside/contract";
import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { loginIntentSearch } from "../../app/navigation.ts";
import { pageHeadings } from "../../app/page-titles.ts";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { sportName } from "../../i18n/common.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { startNewBooking } from "../../state/start-booking.ts";
import { useMyRelease, useReleaseWindow } from "../release/api/release.ts";
import { useDrawPicks } from "../release/components/use-draw-picks.ts";
import { useMyWaitlist } from "../waitlist/api/waitlist.ts";
import type { WaitTarget } from "../waitlist/components/join-waitlist-panel.tsx";
import { useSchedule } from "./api/get-schedule.ts";
import { useScheduleStream } from "./api/use-schedule-stream.ts";
import { DateParamAlert } from "./components/date-param-alert.tsx";
import { DayGrid, type GridChoice, GridLegend } from "./components/day-grid.tsx";
import { HorizonDateField } from "./components/horizon-date-field.tsx";
import { NextOpening } from "./components/next-opening.tsx";
import { ScheduleLoadState } from "./components/schedule-load-state.tsx";
import { useDateParam } from "./components/use-date-param.ts";
import { useHorizon } from "./components/use-horizon.ts";
import { useStartDate } from "./components/use-start-date.ts";
import { courtFilterFromGrid } from "./day-rows.ts";
import { useT } from "./i18n.ts";

// Loaded when a taken court is chosen, not with the grid.
const JoinWaitlistPanel = lazy(() =>
  import("../waitlist/components/join-waitlist-panel.tsx").then((m) => ({ default: m.JoinWaitlistPanel })),
);

// Only members on a date with a draw see it: loaded then, not with the grid.
const GuestDrawNotice = lazy(() =>
  import("../release/components/guest-draw-notice.tsx").then((m) => ({ default: m.GuestDrawNotice })),
);
const ReleaseDrawPanel = lazy(() =>
  import("../release/components/release-draw-panel.tsx").then((m) => ({ default: m.ReleaseDrawPanel })),
);

function SportSchedule({ sport }: { sport: Sport }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const horizon = useHorizon(sport);
  // A bookable `?date=` opens that day; without one, today (tomorrow once today is over); a bad one is corrected, with a notice.
  const start = useStartDate(sport);
  const dateParam = useDateParam(horizon, start.date, { inAddress: true });
  const date = dateParam.asked ?? start.date;
  const schedule = useSchedule(sport, date);
  useScheduleStream(sport, date);
  const draft = bookingDrafts[sport]();
  const signedIn = useAuthStore((s) => s.user_authenticated);
  const release = useMyRelease(sport, date, signedIn);
  // A guest on a sport with a draw: where the date's draw stands (they book once it is made).
  const guestRelease = useReleaseWindow(sport, date, !signedIn && horizon.drawSeconds > 0);
  const guestDraw = !signedIn && ["open", "drawing"].includes(guestRelease.data?.phase ?? "none");
  const signInHref = `${paths.login}${loginIntentSearch({ from: `${location.pathname}${location.search}` })}`;
  const draw = useDrawPicks(date);
  // While the date's draw is open a free cell is a pick for the draw, not a booking.
  const drawOpen = release.data?.phase === "open";
  const waitlist = useMyWaitlist(sport, signedIn);
  // A taken cell chosen: its waitlist opens below the grid (for this date only).
  const [waitFor, setWaitFor] = useState<(WaitTarget & { date: string }) | null>(null);
  const waitTarget = waitFor && waitFor.date === date ? waitFor : null;
  // No waitlist in this sport (the member's limit, or for a guest the sport's): taken cells stay inert.
  const waitlistOn = (signedIn ? waitlist.data?.limit : horizon.waitlistLimit) !== 0;

  // A free cell is a whole choice (date, time, court): straight on to the auth step, which
  // sends a signed-in member on to the summary. Add-ons are offered there.
  const book = ({ court, timeslot, price }: GridChoice) => {
    if (!date || !schedule.data) return;
    startNewBooking(sport);
    const store = bookingDrafts[sport].getState();
    store.setDate(date);
    store.setTimeslot({ id: timeslot.id, start: timeslot.start, end: timeslot.end });
    store.setFilterCourt(courtFilterFromGrid(schedule.data, timeslot.id));
    store.setCourt([{ id: court.id, name: court.name }]);
    store.setPrice(price);
    navigate(paths.sport[sport].auth);
  };

  return (
    <Stack gap="md">
      <DateParamAlert notice={dateParam.notice} today={horizon.today} totalDays={horizon.totalDays} />
      <HorizonDateField sport={sport} value={date} onChange={dateParam.choose} />
      <NextOpening sport={sport} />
      {date && guestRelease.data && (
        <Suspense fallback={null}>
          <GuestDrawNotice release={guestRelease.data} signInHref={signInHref} timezone={horizon.timezone} />
        </Suspense>
      )}
      {date && release.data && release.data.phase !== "none" && (
        <Suspense fallback={null}>
          <ReleaseDrawPanel
            sport={sport}
            date={date}
            release={release.data}
            picks={draw.picks}
            onPicksChange={draw.setPicks}
            timezone={horizon.timezone}
          />
        </Suspense>
      )}
      <Text size="sm" c="dimmed">
        {t("schedules.bookableUpTo", { days: horizon.totalDays })}
        {horizon.timezone && ` · ${t("schedules.timesIn", { zone: horizon.timezone })}`}
      </Text>
      {!dateParam.asked && start.todayOver && <Text role="status">{t("schedules.todayOver")}</Text>}
      <ScheduleLoadState schedule={schedule} />
      {schedule.data && (
        <DayGrid
          schedule={schedule.data}
          currency={horizon.currency}
          chosen={
            draft.date === date ? { timeslotId: draft.timeslot?.id ?? null, courtIds: draft.court.map((c) => c.id) } : undefined
          }
          onStart={
            drawOpen
              ? ({ court, timeslot }) =>
                  draw.add({
                    timeslotId: timeslot.id,
                    courtId: court.id,
                    label: t("schedules.pickLabel", { court: court.name, time: timeslot.start }),
                  })
              : guestDraw
                ? () => navigate(signInHref)
                : book
          }
          onTaken={waitlistOn && date ? ({ court, timeslot }) => setWaitFor({ court, timeslot, date }) : undefined}
          hint={signedIn && waitlistOn ? t("schedules.grid.waitlistHint") : undefined}
        />
      )}
      {schedule.data && waitTarget && (
        <Suspense fallback={null}>
          <JoinWaitlistPanel
            sport={sport}
            schedule={schedule.data}
            target={waitTarget}
            signedIn={signedIn}
            guestLimit={horizon.waitlistLimit}
            offerMinutes={horizon.offerMinutes}
            onBook={(court, timeslot, price) => book({ court, timeslot, price })}
            onClose={() => {
              setWaitFor(null);
              // Back to the cell it was opened from.
              document
                .querySelector<HTMLElement>(`[data-court="${waitTarget.court.id}"][data-timeslot="${waitTarget.timeslot.id}"]`)
                ?.focus();
            }}
          />
        </Suspense>
      )}
      {/* Below the grid: on a phone the first screen is for the times; a free cell shows its price. */}
      <GridLegend />
      <Group>
        <Button component={Link} to={paths.sport[sport].home} variant="default">
          {t("schedules.bookByTime", { sport })}
        </Button>
      </Group>
    </Stack>
  );
}

/** /court-schedules (sport to choose), /court-schedules-tennis, /court-schedules-padel. */
export function CourtSchedulesPage({ sport }: { sport: Sport | null }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Stack>
      <PageTitle {...pageHeadings.courtSchedules(sport)} />
      <SegmentedControl
        aria-label={t("schedules.sport")}
        value={sport ?? ""}
        onChange={(value) => navigate(paths.sport[value as Sport].courtSchedules)}
        data={SPORTS.map((s) => ({ value: s, label: sportName(s) }))}
        maw={360}
      />
      {sport ? (
        <SportSchedule sport={sport} />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Group gap="md">
            {SPORTS.map((s) => (
              <Anchor key={s} component={Link} to={paths.sport[s].courtSchedules}>
                {t("schedules.sportSchedules", { sport: s })}
              </Anchor>
            ))}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
