import { SPORTS, type Sport, sportSettings } from "@courtside/contract";
import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { Link, useNavigate } from "react-router";
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

function SportSchedule({ sport }: { sport: Sport }) {
  const navigate = useNavigate();
  const horizon = useHorizon(sport);
  const dateParam = useDateParam(horizon);
  const date = dateParam.date;
  const schedule = useSchedule(sport, date);
  useScheduleStream(sport, date);
  const draft = bookingDrafts[sport]();

  const start = ({ court, timeslot, price }: GridChoice) => {
    if (!date) return;
    startNewBooking(sport);
    const store = bookingDrafts[sport].getState();
    store.setDate(date);
    store.setTimeslot({ id: timeslot.id, start: timeslot.start, end: timeslot.end });
    store.setCourt([{ id: court.id, name: court.name }]);
    store.setPrice(price);
    navigate(paths.sport[sport].home);
  };

  return (
    <Stack gap="md">
      <DateParamAlert notice={dateParam.notice} today={horizon.today} totalDays={horizon.totalDays} />
      <HorizonDateField sport={sport} value={date} onChange={dateParam.choose} />
      <Text size="sm" c="dimmed">
        Bookable up to {horizon.totalDays} days ahead{horizon.timezone && ` · times in ${horizon.timezone}`}
      </Text>
      <GridLegend />
      <ScheduleLoadState schedule={schedule} />
      {schedule.data && (
        <DayGrid
          schedule={schedule.data}
          currency={horizon.currency}
          chosen={
            draft.date === date ? { timeslotId: draft.timeslot?.id ?? null, courtIds: draft.court.map((c) => c.id) } : undefined
          }
          onStart={start}
        />
      )}
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
      <PageTitle
        title={sport ? `${sportSettings[sport].label} court schedules` : "Court schedules"}
        description="See which courts are free and pick a slot."
      />
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
