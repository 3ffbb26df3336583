import type { AdminSeriesRequest, SeriesPayment } from "@courtside/contract";
import { SERIES_MAX_WEEKS } from "@courtside/contract";
import { Radio, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import type { FieldErrors, UseFormRegister } from "react-hook-form";

export type SpanMode = "weeks" | "until";

const weekdayOf = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" })
    : null;

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
  const weekday = weekdayOf(firstDate);
  return (
    <Stack gap="sm">
      <Text>{weekday ? `Every ${weekday}, from the date chosen above.` : "Choose the first date above."}</Text>
      <SegmentedControl
        aria-label="How long"
        value={mode}
        onChange={(value) => onModeChange(value as SpanMode)}
        data={[
          { value: "weeks", label: "Number of weeks" },
          { value: "until", label: "Until a date" },
        ]}
      />
      {mode === "weeks" ? (
        <TextInput
          label="Weeks"
          type="number"
          min={1}
          max={SERIES_MAX_WEEKS}
          description={`1 to ${SERIES_MAX_WEEKS}, the first date included`}
          error={errors.weeks?.message}
          style={{ maxWidth: 220 }}
          {...register("weeks", { valueAsNumber: true })}
        />
      ) : (
        <TextInput
          label="Until"
          type="date"
          min={firstDate || undefined}
          description="The last date the series may reach"
          error={errors.until?.message}
          style={{ maxWidth: 220 }}
          {...register("until")}
        />
      )}
      <Radio.Group
        label="Payment"
        value={payment}
        onChange={(value) => onPaymentChange(value as SeriesPayment)}
        error={errors.payment?.message}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="paid_now" label="Paid now at the desk (every date)" />
          <Radio value="each_before" label="Each date paid before it (a payment link per date, mailed together)" />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
