import { LEVEL_MAX, LEVEL_MIN, LEVEL_SELF_STEP } from "@courtside/contract";
import { NumberInput } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { levelDecimalSeparator } from "../../../lib/format.ts";

/**
 * What was typed, as a number: the input hands back text while it is not a plain number yet
 * ("4.0", "3,"), which is the level all the same; empty is no level; anything else is NaN, which
 * the schema refuses in words.
 */
function levelOf(value: number | string): number | undefined {
  if (typeof value === "number") return value;
  const typed = value.trim().replace(",", ".");
  return typed === "" ? undefined : Number(typed);
}

/** A level typed in tenths from 1.0 to 7.0, with the language's decimal separator; the schema refuses the rest. */
export function LevelField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  error,
  width,
}: {
  /** Any form's control (its submitted values may be shaped otherwise, e.g. an empty level sent as null). */
  control: Control<T, unknown, any>;
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
          onChange={(value) => field.onChange(levelOf(value))}
          onBlur={field.onBlur}
          error={error}
          w={width}
        />
      )}
    />
  );
}
