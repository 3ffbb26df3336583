import type { BookingShare, BookingShares } from "@courtside/contract";
import { Button, CopyButton, Group, List, Stack, Text, TextInput } from "@mantine/core";
import { formatInstant, formatMoney } from "../../../lib/format.ts";
import { useFacilityTimeZone } from "../../schedules/index.ts";
import { useT } from "../i18n.ts";
import { ShareStateBadge } from "./share-state-badge.tsx";

/**
 * A split booking's shares as its owner sees them: their own share of the total, each player's
 * name, amount and state, the link of each unpaid share (to send on, copied in one tap), and
 * when unpaid shares fall to the owner (or are charged to their card, if they agreed).
 */
export function ShareList({ shares }: { shares: BookingShares }) {
  const t = useT();
  const zone = useFacilityTimeZone();
  const money = (cents: number) => formatMoney(cents, shares.currency);
  return (
    <Stack gap="xs">
      <Text fw={600}>{t("shares.list.yourShare", { share: money(shares.owner_share), total: money(shares.total) })}</Text>
      <List spacing="xs" listStyleType="none" ml={0} pl={0}>
        {shares.shares.map((share) => (
          <List.Item key={share.share_id}>
            <ShareRow share={share} currency={shares.currency} />
          </List.Item>
        ))}
      </List>
      {shares.deadline && shares.shares.some((s) => s.state === "unpaid") && (
        <Text size="sm">
          {t(shares.card_consent ? "shares.list.deadlineCard" : "shares.list.deadline", {
            deadline: formatInstant(shares.deadline, zone),
          })}
        </Text>
      )}
    </Stack>
  );
}

function ShareRow({ share, currency }: { share: BookingShare; currency: string }) {
  const t = useT();
  const unpaidLink = share.state === "unpaid" ? share.link : null;
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Text>
          {t("shares.list.row", {
            // An open match's place nobody has taken yet has no name.
            name: share.open_place && !share.name ? t("shares.list.openPlace") : share.name,
            amount: formatMoney(share.amount, currency),
          })}
        </Text>
        <ShareStateBadge state={share.state} />
      </Group>
      {unpaidLink && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t("shares.list.link", { name: share.name })}
            value={unpaidLink}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyButton value={unpaidLink}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-label={t("shares.list.copyLabel", { name: share.name })}>
                {copied ? t("shares.list.copied") : t("shares.list.copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
    </Stack>
  );
}
