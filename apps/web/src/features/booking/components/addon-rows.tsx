import type { Addon } from "@courtside/contract";
import { Checkbox, Group, Stack, Text } from "@mantine/core";
import { formatMoney } from "../../../lib/format.ts";
import type { DraftAddon } from "../../../state/draft-types.ts";
import { useT } from "../i18n.ts";
import { QuantityField } from "./quantity-field.tsx";

const stockNote = (t: ReturnType<typeof useT>, remaining: number | null) =>
  remaining === null ? null : remaining === 0 ? t("booking.noneLeft") : t("booking.leftForThisTime", { remaining });

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
  const t = useT();
  const note = stockNote(t, remaining);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Stack gap={0} flex={1} miw={0}>
        <Text fw={600}>{addon.name}</Text>
        <Text size="sm">
          {t("booking.each", { price: formatMoney(addon.price, currency) ?? "" })}
          {note && ` · ${note}`}
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
  const t = useT();
  const note = stockNote(t, remaining);
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
