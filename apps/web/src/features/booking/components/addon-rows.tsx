import type { Addon } from "@courtside/contract";
import { Checkbox, Group, Stack, Text } from "@mantine/core";
import { formatMoney } from "../../../lib/format.ts";
import type { DraftAddon } from "../../../state/draft-types.ts";
import { QuantityField } from "./quantity-field.tsx";

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
  const note = stockNote(remaining);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Stack gap={0} flex={1} miw={0}>
        <Text fw={600}>{addon.name}</Text>
        <Text size="sm">
          {formatMoney(addon.price, currency)} each{note && ` · ${note}`}
        </Text>
      </Stack>
      <QuantityField name={addon.name} value={chosen?.qty ?? 0} left={remaining} onChange={onChange} />
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
  const soldOut = remaining === 0 && !chosen;
  // A whole card to tap (not a 24 px box), like the courts.
  return (
    <Checkbox.Card checked={chosen} disabled={soldOut} onChange={onChange} radius="md" p="sm" className="court-card">
      <div className="court-card-body">
        <Checkbox.Indicator disabled={soldOut} />
        <div>
          <Text fw={600}>{addon.name}</Text>
          <Text size="sm">
            {formatMoney(addon.price, currency)}
            {note && ` · ${note}`}
          </Text>
        </div>
      </div>
    </Checkbox.Card>
  );
}
