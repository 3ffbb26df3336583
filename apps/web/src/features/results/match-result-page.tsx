import { isSport, type MatchResultView, profilePath, type Sport } from "@courtside/contract";
import { Alert, Anchor, Paper, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { sportName } from "../../i18n/common.ts";
import { parseApiError } from "../../lib/api-errors.ts";
import { formatSlot } from "../../lib/format.ts";
import { useMatchResult } from "./api/match-result.ts";
import { EnterResultForm } from "./components/enter-result-form.tsx";
import { ResultCard } from "./components/result-card.tsx";
import { useT } from "./i18n.ts";

/** /match-result/{sport}/{order_id}: a played booking's result, entered by one player and confirmed by another. */
export function MatchResultPage() {
  const t = useT();
  const { sport, order_id: orderId = "" } = useParams();
  if (!isSport(sport)) {
    return (
      <Stack maw={640} mx="auto">
        <PageTitle title={t("results.title")} />
        <Alert color="red" variant="outline" role="alert">
          {t("results.unknownSport")}
        </Alert>
      </Stack>
    );
  }
  return <SportResult sport={sport} orderId={orderId} />;
}

function SportResult({ sport, orderId }: { sport: Sport; orderId: string }) {
  const t = useT();
  const view = useMatchResult(sport, orderId);
  const data = view.data;
  const unknown = view.error !== null && [404, 422].includes(parseApiError(view.error).status ?? 0);
  return (
    <Stack maw={640} mx="auto">
      <PageTitle
        title={t("results.title")}
        description={
          data
            ? `${sportName(sport)} · ${formatSlot(data.date, data.timeslot.start, data.timeslot.end)} · ${data.courts.join(", ")}`
            : undefined
        }
      />
      {data ? (
        <Paper withBorder p="lg" radius="md">
          <ResultBody view={data} />
        </Paper>
      ) : unknown ? (
        // Not theirs, or no such booking: asking again cannot help; the profile lists their bookings.
        <Alert color="red" variant="outline" role="alert">
          {t("results.unknownBooking")}
        </Alert>
      ) : (
        <QueryState
          what={t("results.theResult")}
          pending={view.isPending}
          error={view.error}
          onRetry={() => void view.refetch()}
        />
      )}
      <Anchor component={Link} to={profilePath(sport)} ta="center">
        {t("results.backToProfile")}
      </Anchor>
    </Stack>
  );
}

function ResultBody({ view }: { view: MatchResultView }) {
  const t = useT();
  if (view.result) return <ResultCard view={view} result={view.result} />;
  if (view.can_enter) return <EnterResultForm view={view} />;
  return <Text>{view.players.length < 2 ? t("results.tooFew") : t("results.notYet")}</Text>;
}
