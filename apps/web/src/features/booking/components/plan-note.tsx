import type { BookingTerms } from "@courtside/contract";
import { Text } from "@mantine/core";
import { formatShortDate } from "../../../lib/format.ts";

/** What the member's plan gives in this sport, in words: its limits are the ones an order may hear about. */
export function planLimitsInWords(terms: BookingTerms): string[] {
  const { max_upcoming, max_per_day, max_per_week } = terms.limits;
  const count = (n: number) => `${n} booking${n === 1 ? "" : "s"}`;
  return [
    max_per_day !== null ? `${count(max_per_day)} a day` : null,
    max_per_week !== null ? `${count(max_per_week)} a week` : null,
    max_upcoming !== null ? `${count(max_upcoming)} ahead at a time` : null,
  ].filter((part): part is string => part !== null);
}

/** A plan member sees that the grid shows their prices and how far ahead they may book. */
export function PlanNote({ terms }: { terms: BookingTerms | undefined }) {
  if (terms?.tier.kind !== "plan") return null;
  const limits = planLimitsInWords(terms);
  return (
    <Text size="sm" c="dimmed" data-testid="plan-note">
      {`${terms.tier.name} plan: your prices are shown, and you can book until ${formatShortDate(terms.last_date)}`}
      {limits.length > 0 ? ` (up to ${limits.join(", ")}).` : "."}
    </Text>
  );
}
