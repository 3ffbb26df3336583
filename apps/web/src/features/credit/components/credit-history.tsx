import type { CreditAccount } from "@courtside/contract";
import { Group, Stack, Text } from "@mantine/core";
import { formatInstant, formatMoney } from "../../../lib/format.ts";
import { useT } from "../i18n.ts";

/**
 * The latest credit entries, newest first: what moved and why, the amount, when, and the
 * balance after it. A list rather than a table, so a phone shows the amount without scrolling.
 */
export function CreditHistory({ account, zone }: { account: CreditAccount; zone?: string }) {
  const t = useT();
  if (account.entries.length === 0) return <Text size="sm">{t("credit.history.none")}</Text>;
  const money = (cents: number) => formatMoney(cents, account.currency);
  return (
    <Stack gap={0} component="ul" aria-label={t("credit.history.label")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {account.entries.map((e) => (
        <Stack
          key={e.id}
          gap={2}
          component="li"
          py="xs"
          // i18n-ignore: a CSS value, not words
          style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t(`credit.entryKind.${e.kind}`)}
              {e.reason && `: ${e.reason}`}
              {e.order_inv && ` (${e.order_inv})`}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {e.amount > 0 ? `+${money(e.amount)}` : `−${money(-e.amount)}`}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {e.expires_at
              ? t("credit.history.whenExpiring", {
                  when: formatInstant(e.created_at, zone),
                  balance: money(e.balance_after),
                  expires: formatInstant(e.expires_at, zone),
                })
              : t("credit.history.when", { when: formatInstant(e.created_at, zone), balance: money(e.balance_after) })}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
