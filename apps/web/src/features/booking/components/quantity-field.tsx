import { ActionIcon, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { mustBeAWholeNumber } from "../../../lib/number-words.ts";
import { useT } from "../i18n.ts";
import { fitQuantity, quantityCap } from "../quantity.ts";

/** What the field accepts at all: digits, a leading minus and one decimal separator. */
const NUMBER_LIKE = /^-?\d*([.,]\d*)?$/;
/** A number still being typed ("-", "1.") says nothing yet. */
const isUnfinished = (typed: string) => typed === "-" || /[.,]$/.test(typed);

/**
 * One add-on's quantity: − and + buttons (44 px targets) around a field that takes typing. What
 * cannot be booked (more than is left, below 0, a fraction) is corrected at once, visibly, with
 * the reason beside the field and announced; the draft only ever holds a bookable quantity.
 * A plain controlled text field, so what it shows is always what this component says.
 */
export function QuantityField({
  name,
  value,
  left,
  onChange,
}: {
  /** The add-on's name, for the field's and the buttons' accessible names. */
  name: string;
  value: number;
  /** Units left for the slot; null = no stock limit. */
  left: number | null;
  onChange: (qty: number) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState(String(value));
  const [reason, setReason] = useState<string | null>(null);
  /** Something that is not a number was typed: refused, and said so (the field keeps its number). */
  const [refused, setRefused] = useState(false);
  const committed = useRef(value);
  const cap = quantityCap(left);

  // A change from elsewhere (the stock fit, another tab) shows in the field too.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setTyped(String(value));
    setReason(null);
  }, [value]);

  const commit = (qty: number, why: string | null) => {
    committed.current = qty;
    setTyped(String(qty));
    setReason(why);
    if (qty !== value) onChange(qty);
  };
  const step = (wanted: number) => {
    setRefused(false);
    const fit = fitQuantity(wanted, left);
    commit(fit.qty, fit.reason);
  };

  const onType = (raw: string) => {
    const next = raw.trim();
    setRefused(!NUMBER_LIKE.test(next));
    if (!NUMBER_LIKE.test(next)) return setReason(mustBeAWholeNumber(t("booking.quantity.what")));
    if (next === "") {
      // An emptied field means none; it shows 0 again when left.
      setTyped("");
      setReason(null);
      committed.current = 0;
      if (value !== 0) onChange(0);
      return;
    }
    if (isUnfinished(next)) return setTyped(next);
    step(Number(next.replace(",", ".")));
  };

  const button = (delta: -1 | 1) => (
    <ActionIcon
      variant="subtle"
      size={44}
      aria-label={delta < 0 ? t("booking.quantity.oneFewer", { name }) : t("booking.quantity.oneMore", { name })}
      disabled={delta < 0 ? value <= 0 : value >= cap}
      onClick={() => step(value + delta)}
    >
      <span aria-hidden>{delta < 0 ? "−" : "+"}</span>
    </ActionIcon>
  );

  return (
    <TextInput
      aria-label={t("booking.quantity.label", { name })}
      value={typed}
      inputMode="numeric"
      autoComplete="off"
      disabled={cap === 0 && value === 0}
      onChange={(e) => onType(e.currentTarget.value)}
      onBlur={() => setTyped(String(committed.current))}
      error={refused}
      leftSection={button(-1)}
      rightSection={button(1)}
      leftSectionWidth={44}
      rightSectionWidth={44}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      // The reason sits under the field and describes it; the live region is always there, so a
      // new reason is announced.
      description={<span aria-live="polite">{reason}</span>}
      inputWrapperOrder={["input", "description"]}
      w={152}
      size="md"
      styles={{ input: { textAlign: "center" }, description: { textAlign: "center", fontWeight: 600 } }}
    />
  );
}
