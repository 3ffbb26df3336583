import type { BookingTerms } from "@courtside/contract";
import { Text } from "@mantine/core";
import { formatShortDate } from "../../../lib/format.ts";
import { t, useT } from "../i18n.ts";

/** What the member's plan gives in this sport, in words: its limits are the ones an order may hear about. */
export function planLimitsInWords(terms: BookingTerms): string[] {
  const { max_upcoming, max_per_day, max_per_week } = terms.limits;
  return [
    max_per_day !== null ? t("booking.plan.perDay", { count: max_per_day }) : null,
    max_per_week !== null ? t("booking.plan.perWeek", { count: max_per_week }) : null,
    max_upcoming !== null ? t("booking.plan.upcoming", { count: max_upcoming }) : null,
  ].filter((part): part is string => part !== null);
}

/** A plan member sees that the grid shows their prices and how far ahead they may book. */
export function PlanNote({ terms }: { terms: BookingTerms | undefined }) {
  const t = useT();
  if (terms?.tier.kind !== "plan") return null;
  const limits = planLimitsInWords(terms);
  const values = { plan: terms.tier.name, date: formatShortDate(terms.last_date), limits: limits.join(", ") };
  return (
    <Text size="sm" c="dimmed" data-testid="plan-note">
      {limits.length > 0 ? t("booking.plan.noteWithLimits", values) : t("booking.plan.note", values)}
    </Text>
  );
}
