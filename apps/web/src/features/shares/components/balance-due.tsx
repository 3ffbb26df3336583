import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { QueryState } from "../../../components/query-state.tsx";
import { sportName } from "../../../i18n/common.ts";
import { formatMoney, formatSlot } from "../../../lib/format.ts";
import { useBalanceDue } from "../api/balance-due.ts";
import { useT } from "../i18n.ts";
import { PayShareWithCredit } from "./pay-share-credit.tsx";

/**
 * The profile's balance due: players' shares of the member's bookings that were not paid by
 * the deadline and are now theirs to pay, each with its booking and the ways to pay it (card on
 * the share's page, or club credit). Nothing when there are none.
 */
export function BalanceDue() {
  const t = useT();
  const due = useBalanceDue();
  if (!due.isError && (due.data ?? []).length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="balance-due-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="balance-due-heading">
          {t("shares.due.title")}
        </Title>
        <QueryState what={t("shares.due.what")} pending={false} error={due.error} onRetry={() => void due.refetch()} />
        {(due.data ?? []).length > 0 && <Text size="sm">{t("shares.due.intro")}</Text>}
        {(due.data ?? []).map((share) => (
          <Paper
            key={share.share_id}
            withBorder
            p="md"
            radius="md"
            component="article"
            aria-label={t("shares.due.label", { inv: share.inv })}
          >
            <Stack gap={6}>
              <Text fw={700}>
                {`${sportName(share.sport)} · `}
                {formatSlot(share.date, share.timeslot.start, share.timeslot.end)}
              </Text>
              <Text>{share.courts.map((c) => c.name).join(", ")}</Text>
              <Text>{t("shares.due.line", { name: share.name, amount: formatMoney(share.amount, share.currency) })}</Text>
              <Group gap="sm">
                <Button
                  component={Link}
                  to={`${to(paths.share, { share_id: share.share_id })}?key=${encodeURIComponent(share.key)}`}
                  aria-label={t("shares.due.payCardLabel", { inv: share.inv })}
                >
                  {t("shares.due.payCard")}
                </Button>
                <PayShareWithCredit share={share} label={t("shares.due.payCreditLabel", { inv: share.inv })} />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
