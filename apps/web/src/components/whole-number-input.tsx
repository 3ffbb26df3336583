import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useState } from "react";
import { mustBeAWholeNumber } from "../lib/number-words.ts";

type Props = Omit<NumberInputProps, "allowDecimal" | "allowNegative"> & {
  /** What the number is, for the message: "the quantity". */
  what: string;
};

/**
 * A field for a whole number of 0 or more (a quantity, a rule). Mantine's NumberInput drops
 * anything else typed or pasted without a word, so the player would not know why nothing
 * appeared: this says that the field takes a whole number, until a number is entered.
 */
export function WholeNumberInput({ what, error, onChange, ...props }: Props) {
  const [refused, setRefused] = useState(false);
  const check = (text: string | null | undefined) => {
    if (text && /\D/.test(text)) setRefused(true);
  };
  return (
    <NumberInput
      {...props}
      allowDecimal={false}
      allowNegative={false}
      error={refused ? mustBeAWholeNumber(what) : error}
      onBeforeInput={(event) => check(event.data)}
      onPaste={(event) => check(event.clipboardData.getData("text"))}
      onChange={(value) => {
        setRefused(false);
        onChange?.(value);
      }}
    />
  );
}
