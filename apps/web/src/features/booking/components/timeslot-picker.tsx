import type { DaySchedule, Timeslot } from "@courtside/contract";
import { Chip, Group, Text } from "@mantine/core";

/** The day's timeslots as one radio group; each says how many courts are still free. */
export function TimeslotPicker({
  timeslots,
  schedule,
  value,
  onChange,
}: {
  timeslots: Timeslot[];
  schedule: DaySchedule | undefined;
  value: number | null;
  onChange: (timeslot: Timeslot) => void;
}) {
  const freeCount = (id: number) =>
    schedule ? schedule.cells.filter((c) => c.timeslot_id === id && c.status === "available").length : null;
  return (
    <fieldset className="plain-fieldset">
      <legend>
        <Text fw={600} component="span">
          Time
        </Text>
      </legend>
      <Chip.Group
        multiple={false}
        value={value === null ? "" : String(value)}
        onChange={(v) => {
          const t = timeslots.find((s) => String(s.id) === v);
          if (t) onChange(t);
        }}
      >
        <Group gap="xs" mt="xs">
          {timeslots.map((t) => {
            const free = freeCount(t.id);
            const none = free === 0;
            return (
              <Chip key={t.id} value={String(t.id)} disabled={none} size="md" variant="outline">
                {t.start}–{t.end}
                {free !== null && <span className="chip-note">{none ? " · full" : ` · ${free} free`}</span>}
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}
