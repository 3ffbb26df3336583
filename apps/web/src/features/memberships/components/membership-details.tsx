import type { Membership } from "@courtside/contract";
import { Anchor, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatDate, formatInstant, formatMoney } from "../../../lib/format.ts";
import { benefitWords, sportLabel } from "../benefit-words.ts";
import { useT } from "../i18n.ts";

/** The last day a membership covers: the day before its exclusive end. */
function lastDay(endsOn: string): string {
  const day = new Date(`${endsOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return formatDate(day.toISOString().slice(0, 10)) ?? endsOn;
}

/** One membership: its plan, dates, benefits per sport and payments; cancel when it may be. */
export function MembershipDetails({ membership, onCancel }: { membership: Membership; onCancel: () => void }) {
  const { plan } = membership;
  const pending = membership.status === "pending";
  const headingId = `membership-${membership.id}`;
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={headingId}>
            {plan.name}
          </Title>
          <Badge color="dark" variant={pending ? "outline" : "filled"}>
            {pending ? t("memberships.details.awaitingPayment") : t("memberships.details.active")}
          </Badge>
        </Group>
        {membership.starts_on && membership.ends_on ? (
          <Text>
            {t("memberships.details.dates", { start: formatDate(membership.starts_on), end: lastDay(membership.ends_on) })}
          </Text>
        ) : (
          <Text>{t("memberships.details.startsWhenPaid")}</Text>
        )}
        {plan.benefits.map((b) => (
          <Stack gap={2} key={b.sport}>
            <Text fw={600}>{sportLabel(b.sport)}</Text>
            <List size="sm">
              {benefitWords(b, plan.currency).map((w) => (
                <List.Item key={w}>{w}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Table>
          <Table.Caption>{t("memberships.details.payments")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("memberships.details.invoice")}</Table.Th>
              <Table.Th>{t("memberships.details.date")}</Table.Th>
              <Table.Th>{t("memberships.details.amount")}</Table.Th>
              <Table.Th>{t("memberships.details.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {membership.payments.map((p) => (
              <Table.Tr key={p.inv}>
                <Table.Td>{p.inv}</Table.Td>
                <Table.Td>{formatInstant(p.date)}</Table.Td>
                <Table.Td>{formatMoney(p.amount, p.currency)}</Table.Td>
                <Table.Td>
                  {p.paymentlink ? (
                    <Anchor href={p.paymentlink}>{t("memberships.details.payNow")}</Anchor>
                  ) : (
                    t(`memberships.details.paymentStatus.${p.status}`)
                  )}
                  {p.refunded > 0 ? ` ${t("memberships.details.refunded", { amount: formatMoney(p.refunded, p.currency) })}` : ""}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={onCancel}>
            {pending ? t("memberships.dropPurchase") : t("memberships.cancelMembership")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
