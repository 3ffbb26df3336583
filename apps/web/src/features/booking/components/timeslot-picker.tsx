import type { DaySchedule, Timeslot } from "@courtside/contract";
import { Chip, Text } from "@mantine/core";
import "./timeslot-picker.css";

/**
 * What a timeslot's chip adds: how many courts are still free, or why none is (a time already
 * gone is "past", a closure "closed", not "full"). Nothing until the day's grid is known.
 */
export function slotNote(schedule: DaySchedule | undefined, timeslotId: number): { free: number; text: string } | null {
  if (!schedule) return null;
  const cells = schedule.cells.filter((c) => c.timeslot_id === timeslotId);
  const free = cells.filter((c) => c.status === "available").length;
  if (free > 0) return { free, text: `${free} free` };
  const why = (["past", "closed"] as const).find((s) => cells.length > 0 && cells.every((c) => c.status === s));
  return { free, text: why ?? "full" };
}

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
        <div className="timeslot-chips">
          {timeslots.map((t) => {
            const note = slotNote(schedule, t.id);
            return (
              <Chip
                key={t.id}
                value={String(t.id)}
                disabled={note?.free === 0}
                size="md"
                variant="outline"
                classNames={{ root: "timeslot-chip", label: "timeslot-chip-label" }}
              >
                {t.start}–{t.end}
                {note && <span className="chip-note"> · {note.text}</span>}
              </Chip>
            );
          })}
        </div>
      </Chip.Group>
    </fieldset>
  );
}
