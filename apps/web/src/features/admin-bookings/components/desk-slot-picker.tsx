import type { DaySchedule, Sport } from "@courtside/contract";
import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { tone } from "../../../lib/tones.ts";
import {
  addDays,
  type CellNote,
  DayGrid,
  type GridChoice,
  GridLegend,
  ScheduleLoadState,
  useSchedule,
  useScheduleStream,
} from "../../schedules/index.ts";
import { useT } from "../i18n.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface SlotChoice {
  date: string;
  timeslotId: number | null;
  courtIds: number[];
}

/** What the staff picked, in words: "18:00–19:00 · Court 1, Court 2". */
export function describeChoice(schedule: DaySchedule | undefined, choice: SlotChoice): string | null {
  const slot = schedule?.timeslots.find((t) => t.id === choice.timeslotId);
  if (!slot || choice.courtIds.length === 0) return null;
  const names = schedule?.courts.filter((c) => choice.courtIds.includes(c.id)).map((c) => c.name) ?? [];
  return `${slot.start}–${slot.end} · ${names.join(", ")}`;
}

/**
 * Date (any from today on: staff are not held to the public horizon) and the sport's day
 * grid, kept live. A free cell adds its court to the choice (a cell of another time starts
 * a new choice); a chosen cell takes it out again. With `single`, a cell replaces the choice
 * (moving one booked court picks one place).
 */
export function DeskSlotPicker({
  sport,
  today,
  currency,
  choice,
  error,
  onChange,
  single = false,
  rowNote,
  cellNote,
}: {
  sport: Sport;
  today: string;
  currency: string | undefined;
  choice: SlotChoice;
  error: string | undefined;
  onChange: (choice: SlotChoice) => void;
  single?: boolean;
  /** Words under a time in the grid (how many wait for it). */
  rowNote?: (timeslotId: number) => string | undefined;
  /** Words in a cell (who booked it: staff only). */
  cellNote?: (timeslotId: number, courtId: number) => CellNote | undefined;
}) {
  const t = useT();
  const date = ISO_DATE.test(choice.date) ? choice.date : null;
  const schedule = useSchedule(sport, date);
  useScheduleStream(sport, date);

  const pick = ({ court, timeslot }: GridChoice) => {
    if (single || choice.timeslotId !== timeslot.id)
      return onChange({ ...choice, timeslotId: timeslot.id, courtIds: [court.id] });
    const chosen = choice.courtIds.includes(court.id);
    onChange({ ...choice, courtIds: chosen ? choice.courtIds.filter((id) => id !== court.id) : [...choice.courtIds, court.id] });
  };
  const setDate = (next: string) => onChange({ date: next, timeslotId: null, courtIds: [] });
  const summary = describeChoice(schedule.data, choice);

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t("admin-bookings.picker.previousDay")}
          disabled={!date || date <= today}
          onClick={() => date && setDate(addDays(date, -1))}
        >
          <span aria-hidden>‹</span>
        </ActionIcon>
        <TextInput
          label={t("admin-bookings.picker.date")}
          type="date"
          min={today}
          value={choice.date}
          onChange={(e) => setDate(e.currentTarget.value)}
          style={{ flex: 1, maxWidth: 220 }}
        />
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t("admin-bookings.picker.nextDay")}
          disabled={!date}
          onClick={() => date && setDate(addDays(date, 1))}
        >
          <span aria-hidden>›</span>
        </ActionIcon>
      </Group>
      {!single && (
        <Text size="sm" c="dimmed">
          {t("admin-bookings.picker.guestPrices")}
        </Text>
      )}
      <GridLegend />
      {date && <ScheduleLoadState schedule={schedule} />}
      {schedule.data && (
        <DayGrid
          schedule={schedule.data}
          currency={currency}
          chosen={{ timeslotId: choice.timeslotId, courtIds: choice.courtIds }}
          onStart={pick}
          rowNote={rowNote}
          cellNote={cellNote}
        />
      )}
      <Group gap="sm" aria-live="polite">
        <Text fw={600}>{summary ? t("admin-bookings.picker.chosen", { summary }) : t("admin-bookings.picker.noneChosen")}</Text>
        {summary && (
          <Button variant="subtle" size="xs" onClick={() => onChange({ ...choice, timeslotId: null, courtIds: [] })}>
            {t("admin-bookings.picker.clear")}
          </Button>
        )}
      </Group>
      {error && (
        <Text c={tone.red} size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
