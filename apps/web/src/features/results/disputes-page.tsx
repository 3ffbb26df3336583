import type { Sport } from "@courtside/contract";
import { Stack, Text } from "@mantine/core";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useFacilityTimeZone } from "../schedules/index.ts";
import { useDisputedResults } from "./api/disputes.ts";
import { DisputeCard } from "./components/dispute-card.tsx";
import { useT } from "./i18n.ts";

/**
 * /admin/disputed-results, /admin/padel/disputed-results: the sport's disputed match results,
 * the longest waiting first, each settled by staff (confirmed as entered, or voided) with a reason.
 */
export function DisputesPage({ sport }: { sport: Sport }) {
  const t = useT();
  const disputes = useDisputedResults(sport);
  const zone = useFacilityTimeZone();
  return (
    <Stack maw={900}>
      <PageTitle title={t("results.disputes.title", { sport })} description={t("results.disputes.description")} />
      <QueryState
        what={t("results.disputes.what")}
        pending={disputes.isPending}
        error={disputes.error}
        onRetry={() => void disputes.refetch()}
      />
      {disputes.data?.length === 0 && <Text>{t("results.disputes.none")}</Text>}
      {disputes.data?.map((dispute) => (
        <DisputeCard key={dispute.result_id} dispute={dispute} zone={zone} />
      ))}
    </Stack>
  );
}
