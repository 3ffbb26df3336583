import type { CreditAccount, CreditEntryKind } from "@courtside/contract";
import { Group, Stack, Text } from "@mantine/core";
import { formatInstant, formatMoney } from "../../../lib/format.ts";

const KIND_WORDS: Record<CreditEntryKind, string> = {
  topup: "Top-up",
  spend: "Paid with credit",
  refund: "Refund to credit",
  adjustment: "From the club",
  expiry: "Lapsed",
};

/**
 * The latest credit entries, newest first: what moved and why, the amount, when, and the
 * balance after it. A list rather than a table, so a phone shows the amount without scrolling.
 */
export function CreditHistory({ account, zone }: { account: CreditAccount; zone?: string }) {
  if (account.entries.length === 0) return <Text size="sm">No credit movements yet.</Text>;
  const money = (cents: number) => formatMoney(cents, account.currency);
  return (
    <Stack gap={0} component="ul" aria-label="Credit history" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {account.entries.map((e) => (
        <Stack key={e.id} gap={2} component="li" py="xs" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {KIND_WORDS[e.kind]}
              {e.reason && `: ${e.reason}`}
              {e.order_inv && ` (${e.order_inv})`}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {e.amount > 0 ? `+${money(e.amount)}` : `−${money(-e.amount)}`}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatInstant(e.created_at, zone)} · balance {money(e.balance_after)}
            {e.expires_at && ` · valid until ${formatInstant(e.expires_at, zone)}`}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
