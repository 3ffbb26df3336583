import type { Sport } from "@courtside/contract";
import { Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format.ts";
import { useBookingShares } from "../api/booking-shares.ts";
import { useT } from "../i18n.ts";
import { sharePagePath } from "../split-amounts.ts";
import { ShareStateBadge } from "./share-state-badge.tsx";

/** On a booking the member plays in: their own share of it, if it was split, with the way to pay it. Nothing otherwise. */
export function MyShare({ sport, orderId, inv }: { sport: Sport; orderId: string; inv: string }) {
  const t = useT();
  const shares = useBookingShares(sport, orderId);
  const mine = shares.data?.shares.find((s) => s.you);
  if (!shares.data || !mine) return null;
  return (
    <Group gap="sm" wrap="wrap">
      <Text>{t("shares.mine.line", { amount: formatMoney(mine.amount, shares.data.currency) })}</Text>
      <ShareStateBadge state={mine.state} />
      {(mine.state === "unpaid" || mine.state === "owner_pays") && mine.link && (
        <Button component={Link} to={sharePagePath(mine.link)} aria-label={t("shares.mine.payLabel", { inv })}>
          {t("shares.mine.pay")}
        </Button>
      )}
    </Group>
  );
}
