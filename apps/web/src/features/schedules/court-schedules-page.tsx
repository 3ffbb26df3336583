import { SPORTS, type Sport, sportSettings } from "@courtside/contract";
import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { pageHeadings } from "../../app/page-titles.ts";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { bookingDrafts } from "../../state/drafts.ts";
import { startNewBooking } from "../../state/start-booking.ts";
import { useSchedule } from "./api/get-schedule.ts";
import { useScheduleStream } from "./api/use-schedule-stream.ts";
import { DateParamAlert } from "./components/date-param-alert.tsx";
import { DayGrid, type GridChoice, GridLegend } from "./components/day-grid.tsx";
import { HorizonDateField } from "./components/horizon-date-field.tsx";
import { ScheduleLoadState } from "./components/schedule-load-state.tsx";
import { useDateParam } from "./components/use-date-param.ts";
import { useHorizon } from "./components/use-horizon.ts";
import { useStartDate } from "./components/use-start-date.ts";
import { courtFilterFromGrid } from "./day-rows.ts";

function SportSchedule({ sport }: { sport: Sport }) {
  const navigate = useNavigate();
  const horizon = useHorizon(sport);
  // A bookable `?date=` opens that day; without one, today (tomorrow once today is over); a bad one is corrected, with a notice.
  const start = useStartDate(sport);
  const dateParam = useDateParam(horizon, start.date, { inAddress: true });
  const date = dateParam.asked ?? start.date;
  const schedule = useSchedule(sport, date);
  useScheduleStream(sport, date);
  const draft = bookingDrafts[sport]();

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
      <Text size="sm" c="dimmed">
        Bookable up to {horizon.totalDays} days ahead{horizon.timezone && ` · times in ${horizon.timezone}`}
      </Text>
      {!dateParam.asked && start.todayOver && <Text role="status">Nothing is left to book today: here is tomorrow.</Text>}
      <ScheduleLoadState schedule={schedule} />
      {schedule.data && (
        <DayGrid
          schedule={schedule.data}
          currency={horizon.currency}
          chosen={
            draft.date === date ? { timeslotId: draft.timeslot?.id ?? null, courtIds: draft.court.map((c) => c.id) } : undefined
          }
          onStart={book}
        />
      )}
      {/* Below the grid: on a phone the first screen is for the times; a free cell shows its price. */}
      <GridLegend />
      <Group>
        <Button component={Link} to={paths.sport[sport].home} variant="default">
          Book {sportSettings[sport].label.toLowerCase()} by time
        </Button>
      </Group>
    </Stack>
  );
}

/** /court-schedules (sport to choose), /court-schedules-tennis, /court-schedules-padel. */
export function CourtSchedulesPage({ sport }: { sport: Sport | null }) {
  const navigate = useNavigate();
  return (
    <Stack>
      <PageTitle {...pageHeadings.courtSchedules(sport)} />
      <SegmentedControl
        aria-label="Sport"
        value={sport ?? ""}
        onChange={(value) => navigate(paths.sport[value as Sport].courtSchedules)}
        data={SPORTS.map((s) => ({ value: s, label: sportSettings[s].label }))}
        maw={360}
      />
      {sport ? (
        <SportSchedule sport={sport} />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Group gap="md">
            {SPORTS.map((s) => (
              <Anchor key={s} component={Link} to={paths.sport[s].courtSchedules}>
                {sportSettings[s].label} schedules
              </Anchor>
            ))}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
