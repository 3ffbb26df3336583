import type { Plan } from "@courtside/contract";
import { Button, List, Paper, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "../../../lib/format.ts";
import { benefitWords, sportLabel } from "../benefit-words.ts";

/** A plan on sale: price per period, what it gives per sport, and Buy. */
export function PlanChoice({ plan, onBuy, pending }: { plan: Plan; onBuy: () => void; pending: boolean }) {
  const headingId = `plan-${plan.id}`;
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {plan.name}
        </Title>
        <Text fw={600}>
          {formatMoney(plan.price, plan.currency)} per {plan.period}
        </Text>
        {plan.description && <Text size="sm">{plan.description}</Text>}
        {plan.benefits.length === 0 && <Text size="sm">Member prices and rules in every sport.</Text>}
        {plan.benefits.map((b) => (
          <Stack gap={2} key={b.sport}>
            <Text fw={600} size="sm">
              {sportLabel(b.sport)}
            </Text>
            <List size="sm">
              {benefitWords(b, plan.currency).map((w) => (
                <List.Item key={w}>{w}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Button onClick={onBuy} loading={pending} aria-label={`Buy ${plan.name}`}>
          Buy
        </Button>
      </Stack>
    </Paper>
  );
}
