import type { Addon } from "@courtside/contract";
import { Checkbox, Group, Stack, Text } from "@mantine/core";
import { WholeNumberInput } from "../../../components/whole-number-input.tsx";
import { formatMoney } from "../../../lib/format.ts";
import type { DraftAddon } from "../../../state/draft-types.ts";

const stockNote = (remaining: number | null) =>
  remaining === null ? null : remaining === 0 ? "None left for this time" : `${remaining} left for this time`;

/** Group 1: add-ons sold by quantity, never more than the slot's remaining stock. */
export function QuantityAddonRow({
  addon,
  chosen,
  remaining,
  currency,
  onChange,
}: {
  addon: Addon;
  chosen: DraftAddon | undefined;
  remaining: number | null;
  currency?: string;
  onChange: (qty: number) => void;
}) {
  const max = Math.min(99, remaining ?? 99);
  const note = stockNote(remaining);
  return (
    <Group justify="space-between" wrap="nowrap" align="center">
      <Stack gap={0}>
        <Text fw={600}>{addon.name}</Text>
        <Text size="sm">
          {formatMoney(addon.price, currency)} each{note && ` · ${note}`}
        </Text>
      </Stack>
      <WholeNumberInput
        what="the quantity"
        aria-label={`${addon.name} quantity`}
        value={chosen?.qty ?? 0}
        min={0}
        max={max}
        clampBehavior="strict"
        disabled={max === 0 && !chosen}
        onChange={(v) => onChange(Math.min(max, Math.max(0, Number(v) || 0)))}
        w={110}
        size="md"
      />
    </Group>
  );
}

/** Group 2: services tied to the slot, on or off. */
export function ServiceAddonRow({
  addon,
  chosen,
  remaining,
  currency,
  onChange,
}: {
  addon: Addon;
  chosen: boolean;
  remaining: number | null;
  currency?: string;
  onChange: (on: boolean) => void;
}) {
  const note = stockNote(remaining);
  return (
    <Checkbox
      size="md"
      checked={chosen}
      disabled={remaining === 0 && !chosen}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={addon.name}
      description={`${formatMoney(addon.price, currency)}${note ? ` · ${note}` : ""}`}
    />
  );
}
