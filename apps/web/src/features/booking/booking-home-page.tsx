import type { Sport } from "@courtside/contract";
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { pageHeadings } from "../../app/page-titles.ts";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { Trans } from "../../i18n/trans.tsx";
import { formatMoney } from "../../lib/format.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import {
  DateParamAlert,
  HorizonDateField,
  isWithinHorizon,
  NextOpening,
  useDateParam,
  useHorizon,
  useSchedule,
  useScheduleStream,
  useStartDate,
} from "../schedules/index.ts";
import { useCourtFilter } from "./api/get-court-filter.ts";
import { useTimeslots } from "./api/get-timeslots.ts";
import { CourtPicker } from "./components/court-picker.tsx";
import { PlanNote } from "./components/plan-note.tsx";
import { TimeslotPicker } from "./components/timeslot-picker.tsx";
import { useDraftPrice } from "./components/use-draft-price.ts";
import { useSportArea } from "./components/use-sport-area.ts";
import { useStartOver } from "./components/use-start-over.ts";
import { useT } from "./i18n.ts";

/** /tennis, /padel: date, timeslot, then one or more courts from the court filter. */
export function BookingHomePage({ sport }: { sport: Sport }) {
  useSportArea(sport);
  const t = useT();
  const navigate = useNavigate();
  const draft = bookingDrafts[sport]();
  const horizon = useHorizon(sport);
  const timeslots = useTimeslots(sport);
  const schedule = useSchedule(sport, draft.date);
  useScheduleStream(sport, draft.date);
  const filter = useCourtFilter(sport, draft.timeslot?.id ?? null, draft.date);
  const total = useDraftPrice(sport);
  const { setDate, setFilterCourt, setCourt } = draft;
  const startOver = useStartOver(sport);

  // Most bookings are for today: start there (tomorrow once today is over). A remembered date
  // that has left the horizon (yesterday's draft) is not offered again either.
  const start = useStartDate(sport);
  useEffect(() => {
    if (start.date && (!draft.date || !isWithinHorizon(draft.date, horizon.today, horizon.totalDays))) {
      setDate(start.date);
    }
  }, [start.date, horizon.today, horizon.totalDays, draft.date, setDate]);

  // The court filter answer becomes `filtercourt`; chosen courts no longer free are dropped.
  useEffect(() => {
    if (!filter.data) return;
    const { courts, failed } = filter.data;
    setFilterCourt(courts);
    // Courts of an order already made are held by it; a failed answer says nothing about any court.
    if (draft.inv || failed) return;
    const free = draft.court.filter((c) => courts.some((f) => f.id === c.id && f.available));
    if (free.length !== draft.court.length) setCourt(free);
  }, [filter.data, setFilterCourt, setCourt, draft.court, draft.inv]);

  const chooseDate = useCallback(
    (date: string) => {
      if (date === bookingDrafts[sport].getState().date) return;
      setDate(date);
      setCourt([]);
    },
    [sport, setDate, setCourt],
  );

  // A bookable `?date=` (a link to this page for a day) opens on that day; a bad one is corrected, with a notice.
  const dateParam = useDateParam(horizon, draft.date);
  useEffect(() => {
    if (dateParam.asked) chooseDate(dateParam.asked);
  }, [dateParam.asked, chooseDate]);

  const currency = horizon.currency;
  // The times show once, with the day's availability (which folds past times), and the
  // actions below them with them: nothing on the page moves as the answers arrive.
  const timesReady = !timeslots.isPending && !schedule.isPending;
  return (
    <Stack>
      <PageTitle {...pageHeadings.bookingHome(sport)} />
      <PlanNote terms={horizon.terms} />
      <Group justify="space-between">
        <Group gap="md">
          <Anchor component={Link} to={paths.sport[sport].courtSchedules}>
            {t("booking.home.seeDayGrid")}
          </Anchor>
          <Anchor component={Link} to={paths.sport[sport].openMatches}>
            {t("booking.home.openMatches")}
          </Anchor>
        </Group>
        <Button variant="subtle" onClick={() => void startOver()}>
          {t("booking.startNewBooking")}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="lg">
          <DateParamAlert notice={dateParam.notice} today={horizon.today} totalDays={horizon.totalDays} />
          <HorizonDateField
            sport={sport}
            value={draft.date}
            onChange={(date) => {
              chooseDate(date);
              dateParam.choose(date);
            }}
          />
          {/* When the furthest bookable date is chosen, when the next one opens (the day grid always says). */}
          {draft.date === horizon.dates.at(-1) && <NextOpening sport={sport} />}
          {draft.date &&
            (!timesReady ? (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text>{t("booking.home.loadingTimes")}</Text>
              </Group>
            ) : (
              <TimeslotPicker
                timeslots={schedule.data?.timeslots ?? timeslots.data ?? []}
                schedule={schedule.data}
                value={draft.timeslot?.id ?? null}
                onChange={(slot) => {
                  if (slot.id === draft.timeslot?.id) return;
                  draft.setTimeslot({ id: slot.id, start: slot.start, end: slot.end });
                  draft.setCourt([]);
                }}
              />
            ))}
          {draft.date && draft.timeslot && (
            <section aria-labelledby="courts-heading">
              <Title order={2} size="h4" id="courts-heading" mb="xs">
                {t("booking.home.courtsAt", { time: draft.timeslot.start })}
              </Title>
              {filter.isPending ? (
                <Group gap="xs" role="status">
                  <Loader size="sm" aria-hidden />
                  <Text>{t("booking.home.loadingCourts")}</Text>
                </Group>
              ) : filter.data?.failed ? (
                <Alert color="orange" variant="outline" role="alert" title={t("booking.home.courtsFailed")}>
                  <Stack gap="xs" align="flex-start">
                    <Text>
                      {draft.court.length > 0
                        ? t("booking.home.choiceKept", { courts: draft.court.map((c) => c.name).join(", ") })
                        : t("booking.home.checkConnection")}
                    </Text>
                    <Button variant="default" onClick={() => void filter.refetch()}>
                      {t("booking.tryAgain")}
                    </Button>
                  </Stack>
                </Alert>
              ) : (
                <>
                  <CourtPicker
                    courts={filter.data?.courts ?? []}
                    chosen={draft.court}
                    currency={currency}
                    onChange={draft.setCourt}
                  />
                  {/* A taken court's waitlist is joined from the grid: this page offers the way there. */}
                  {horizon.waitlistLimit !== 0 && (filter.data?.courts ?? []).some((c) => !c.available) && (
                    <Text size="sm" mt="sm">
                      <Trans
                        message={t("booking.home.waitOnGrid")}
                        elements={[
                          <Anchor key="grid" component={Link} to={`${paths.sport[sport].courtSchedules}?date=${draft.date}`} />,
                        ]}
                      />
                    </Text>
                  )}
                </>
              )}
            </section>
          )}
        </Stack>
      </Paper>
      {timesReady && (
        <Group justify="space-between">
          <Text fw={600} aria-live="polite">
            {draft.court.length > 0
              ? t("booking.totalSoFar", { total: formatMoney(total, currency) ?? "" })
              : t("booking.home.noCourtYet")}
          </Text>
          <Group>
            {/* No add-ons wanted: straight on (the auth step sends a signed-in member to the summary). */}
            <Button
              size="md"
              variant="default"
              disabled={draft.court.length === 0}
              onClick={() => navigate(paths.sport[sport].auth)}
            >
              {t("booking.home.skipAddons")}
            </Button>
            <Button size="md" disabled={draft.court.length === 0} onClick={() => navigate(paths.sport[sport].addon)}>
              {t("booking.home.continueToAddons")}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
