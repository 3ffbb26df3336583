import type { AdminSeriesRequest, SeriesPayment } from "@courtside/contract";
import { SERIES_MAX_WEEKS } from "@courtside/contract";
import { Radio, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useT } from "../i18n.ts";

export type SpanMode = "weeks" | "until";

/** getUTCDay's order (0 = Sunday): the catalogue's names for the weekdays. */
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

const weekdayOf = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? (WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? null) : null;

/** How long the series runs (a number of weeks, or until a date) and how it is paid. */
export function RepeatFields({
  firstDate,
  mode,
  onModeChange,
  payment,
  onPaymentChange,
  register,
  errors,
}: {
  firstDate: string;
  mode: SpanMode;
  onModeChange: (mode: SpanMode) => void;
  payment: SeriesPayment;
  onPaymentChange: (payment: SeriesPayment) => void;
  register: UseFormRegister<AdminSeriesRequest>;
  errors: FieldErrors<AdminSeriesRequest>;
}) {
  const t = useT();
  const weekday = weekdayOf(firstDate);
  return (
    <Stack gap="sm">
      <Text>{weekday ? t("admin-series.repeat.every", { weekday }) : t("admin-series.repeat.chooseFirst")}</Text>
      <SegmentedControl
        aria-label={t("admin-series.repeat.howLong")}
        value={mode}
        onChange={(value) => onModeChange(value as SpanMode)}
        data={[
          { value: "weeks", label: t("admin-series.repeat.numberOfWeeks") },
          { value: "until", label: t("admin-series.repeat.untilDate") },
        ]}
      />
      {mode === "weeks" ? (
        <TextInput
          label={t("admin-series.repeat.weeks")}
          type="number"
          min={1}
          max={SERIES_MAX_WEEKS}
          description={t("admin-series.repeat.weeksHint", { max: SERIES_MAX_WEEKS })}
          error={errors.weeks?.message}
          style={{ maxWidth: 220 }}
          {...register("weeks", { valueAsNumber: true })}
        />
      ) : (
        <TextInput
          label={t("admin-series.repeat.until")}
          type="date"
          min={firstDate || undefined}
          description={t("admin-series.repeat.untilHint")}
          error={errors.until?.message}
          style={{ maxWidth: 220 }}
          {...register("until")}
        />
      )}
      <Radio.Group
        label={t("admin-series.repeat.payment")}
        value={payment}
        onChange={(value) => onPaymentChange(value as SeriesPayment)}
        error={errors.payment?.message}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="paid_now" label={t("admin-series.repeat.paidNow")} />
          <Radio value="each_before" label={t("admin-series.repeat.eachBefore")} />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
