import type { Sport } from "@courtside/contract";
import { ActionIcon, Group, NativeSelect } from "@mantine/core";
import { formatShortDate } from "../../../lib/format.ts";
import { useT } from "../i18n.ts";
import { useHorizon } from "./use-horizon.ts";

/**
 * The date choice of every booking screen: only today … today + total_days − 1 (facility
 * time zone) can be chosen, so a date past the horizon is never offered.
 */
export function HorizonDateField({
  sport,
  value,
  onChange,
  label,
}: {
  sport: Sport;
  value: string | null;
  onChange: (date: string) => void;
  label?: string;
}) {
  const t = useT();
  const { dates, today } = useHorizon(sport);
  const index = value ? dates.indexOf(value) : -1;
  const step = (delta: number) => {
    const next = dates[Math.min(dates.length - 1, Math.max(0, (index === -1 ? 0 : index) + delta))];
    if (next) onChange(next);
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        size={42}
        aria-label={t("schedules.dateField.previous")}
        disabled={index <= 0}
        onClick={() => step(-1)}
      >
        <span aria-hidden>‹</span>
      </ActionIcon>
      <NativeSelect
        label={label ?? t("schedules.dateField.label")}
        value={index === -1 ? "" : (value ?? "")}
        onChange={(e) => e.currentTarget.value && onChange(e.currentTarget.value)}
        data={[
          ...(index === -1 ? [{ value: "", label: t("schedules.dateField.choose"), disabled: true }] : []),
          ...dates.map((d) => ({
            value: d,
            label: d === today ? t("schedules.dateField.today", { date: formatShortDate(d) }) : formatShortDate(d),
          })),
        ]}
        size="md"
        style={{ flex: 1, maxWidth: 260 }}
      />
      <ActionIcon
        variant="default"
        size={42}
        aria-label={t("schedules.dateField.next")}
        disabled={index === dates.length - 1}
        onClick={() => step(1)}
      >
        <span aria-hidden>›</span>
      </ActionIcon>
    </Group>
  );
}
