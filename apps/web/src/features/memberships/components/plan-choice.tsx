import type { Plan, PlanBenefit } from "@courtside/contract";
import { Button, List, Paper, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "../../../lib/format.ts";
import { useTimeslots } from "../../booking/api/get-timeslots.ts";
import { useRules } from "../../schedules/index.ts";
import { benefitWords, type RegisteredTerms, sportLabel } from "../benefit-words.ts";
import { useT } from "../i18n.ts";

/** A plan on sale: price per period, what it gives per sport, and Buy. */
export function PlanChoice({ plan, onBuy, pending }: { plan: Plan; onBuy: () => void; pending: boolean }) {
  const headingId = `plan-${plan.id}`;
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {plan.name}
        </Title>
        <Text fw={600}>
          {t("memberships.pricePerPeriod", { price: formatMoney(plan.price, plan.currency), period: plan.period })}
        </Text>
        {plan.description && <Text size="sm">{plan.description}</Text>}
        {plan.benefits.length === 0 && <Text size="sm">{t("memberships.choice.noBenefits")}</Text>}
        {plan.benefits.map((b) => (
          <Stack gap={2} key={b.sport}>
            <Text fw={600} size="sm">
              {sportLabel(b.sport)}
            </Text>
            <BenefitList benefit={b} currency={plan.currency} />
          </Stack>
        ))}
        <Button onClick={onBuy} loading={pending} aria-label={t("memberships.buyPlan", { plan: plan.name })}>
          {t("memberships.buy")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** One sport's benefits, compared with what a registered player has there (once the sport's times and rules are known). */
function BenefitList({ benefit, currency }: { benefit: PlanBenefit; currency: string }) {
  const rules = useRules(benefit.sport);
  const slots = useTimeslots(benefit.sport);
  const registered: RegisteredTerms | undefined =
    rules.data && slots.data
      ? { totalDays: rules.data.total_days, memberPrices: slots.data.map((s) => s.price_member) }
      : undefined;
  return (
    <List size="sm">
      {benefitWords(benefit, currency, registered).map((w) => (
        <List.Item key={w}>{w}</List.Item>
      ))}
    </List>
  );
}
