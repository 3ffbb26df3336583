import { LEVEL_MAX, LEVEL_MIN, LEVEL_SELF_STEP } from "@courtside/contract";
import { NumberInput } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { levelDecimalSeparator } from "../../../lib/format.ts";

/** A level typed in tenths from 1.0 to 7.0, with the language's decimal separator; the schema refuses the rest. */
export function LevelField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  error,
  width,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  error?: string;
  width: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          min={LEVEL_MIN}
          max={LEVEL_MAX}
          step={LEVEL_SELF_STEP}
          decimalScale={1}
          decimalSeparator={levelDecimalSeparator()}
          clampBehavior="none"
          hideControls
          value={field.value ?? ""}
          onChange={(value) => field.onChange(typeof value === "number" ? value : undefined)}
          onBlur={field.onBlur}
          error={error}
          w={width}
        />
      )}
    />
  );
}
