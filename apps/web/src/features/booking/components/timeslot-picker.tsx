import type { DaySchedule, Timeslot } from "@courtside/contract";
import { Button, Text } from "@mantine/core";
import { useId, useState } from "react";
import { t, useT } from "../i18n.ts";
import "./timeslot-picker.css";

/**
 * What a timeslot's option adds: how many courts are still free, or why none is (a time already
 * gone is "past", a closure "closed", not "full"). Nothing until the day's grid is known.
 */
export function slotNote(schedule: DaySchedule | undefined, timeslotId: number): { free: number; text: string } | null {
  if (!schedule) return null;
  const cells = schedule.cells.filter((c) => c.timeslot_id === timeslotId);
  const free = cells.filter((c) => c.status === "available").length;
  if (free > 0) return { free, text: t("booking.slot.free", { free }) };
  return { free, text: t(`booking.slot.${slotOver(schedule, timeslotId) ?? "full"}`) };
}

/** Why a time has no court left when it is not taken: every court "past", or every one "closed". */
function slotOver(schedule: DaySchedule | undefined, timeslotId: number): "past" | "closed" | null {
  const cells = schedule?.cells.filter((c) => c.timeslot_id === timeslotId) ?? [];
  return (["past", "closed"] as const).find((s) => cells.length > 0 && cells.every((c) => c.status === s)) ?? null;
}

/** How many of the day's first times are over: on today they fold away behind "Show earlier times". */
export function leadingPastSlots(timeslots: Timeslot[], schedule: DaySchedule | undefined): number {
  const firstOpen = timeslots.findIndex((slot) => !schedule || slotOver(schedule, slot.id) !== "past");
  return firstOpen === -1 ? timeslots.length : firstOpen;
}

/**
 * The day's timeslots as one native radio group (one name): a single Tab stop, arrow keys move
 * between the times that can still be booked. Each option is a whole 44 px tap target and says
 * how many courts are still free, on a line of its own so a note arriving never moves it.
 */
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
  const t = useT();
  const name = useId();
  const [showEarlier, setShowEarlier] = useState(false);
  const past = leadingPastSlots(timeslots, schedule);
  const chosenIsPast = timeslots.slice(0, past).some((t) => t.id === value);
  const hidden = showEarlier || chosenIsPast ? 0 : past;
  const shown = timeslots.slice(hidden);
  const optionsId = `${name}-options`;
  return (
    <fieldset className="plain-fieldset">
      <legend>
        <Text fw={600} component="span">
          {t("booking.time")}
        </Text>
      </legend>
      {past > 0 && !chosenIsPast && (
        <Button
          variant="subtle"
          px="xs"
          mt={4}
          aria-expanded={showEarlier}
          aria-controls={optionsId}
          onClick={() => setShowEarlier((s) => !s)}
        >
          {showEarlier ? t("booking.slot.hideEarlier") : t("booking.slot.showEarlier", { count: past })}
        </Button>
      )}
      {shown.length === 0 && <Text mt="xs">{t("booking.slot.dayOver")}</Text>}
      <div className="timeslot-options" id={optionsId}>
        {shown.map((t) => {
          const note = slotNote(schedule, t.id);
          const disabled = note?.free === 0;
          return (
            <label key={t.id} className="timeslot-option" data-disabled={disabled || undefined}>
              <input
                type="radio"
                name={name}
                value={t.id}
                checked={value === t.id}
                disabled={disabled}
                onChange={() => onChange(t)}
              />
              <span className="timeslot-option-text">
                <span className="timeslot-option-time">
                  {t.start}–{t.end}
                </span>
                {note && (
                  <span className="timeslot-option-note">
                    <span className="visually-hidden">, </span>
                    {note.text}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
