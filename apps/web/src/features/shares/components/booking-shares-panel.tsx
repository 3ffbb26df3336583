import type { Sport } from "@courtside/contract";
import { Stack, Title } from "@mantine/core";
import { QueryState } from "../../../components/query-state.tsx";
import { useBookingShares } from "../api/booking-shares.ts";
import { useT } from "../i18n.ts";
import { ShareList } from "./share-list.tsx";

/** On the owner's card of a split booking: who has paid their share, the links of those who have not, and the deadline. */
export function BookingSharesPanel({ sport, orderId, inv }: { sport: Sport; orderId: string; inv: string }) {
  const t = useT();
  const shares = useBookingShares(sport, orderId);
  const headingId = `shares-${orderId}-heading`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t("shares.panel.title", { inv })}
      </Title>
      {shares.data ? (
        <ShareList shares={shares.data} />
      ) : (
        <QueryState
          what={t("shares.list.what")}
          pending={shares.isPending}
          error={shares.error}
          onRetry={() => void shares.refetch()}
        />
      )}
    </Stack>
  );
}
