import type { ShareView } from "@courtside/contract";
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { ProblemAlert } from "../../components/problem-alert.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { sportName } from "../../i18n/common.ts";
import { parseApiError } from "../../lib/api-errors.ts";
import { formatInstant, formatMoney, formatSlot } from "../../lib/format.ts";
import { tone } from "../../lib/tones.ts";
import { useFacilityTimeZone } from "../schedules/index.ts";
import { useShare } from "./api/get-share.ts";
import { PayShare } from "./components/pay-share.tsx";
import { ShareStateBadge } from "./components/share-state-badge.tsx";
import { useT } from "./i18n.ts";

/**
 * /share/{share_id}?key=: one player's share of a split booking, opened from its link by
 * anyone (no sign-in): the booking, the amount and its state, and the ways to pay it once the
 * owner has paid theirs (card, or club credit for the member who owes it).
 */
export function SharePage() {
  const t = useT();
  const { share_id: shareId = "" } = useParams();
  const [search] = useSearchParams();
  const key = search.get("key");
  const view = useShare(shareId, key);
  const status = view.error ? parseApiError(view.error).status : null;
  // A link cut short, changed or for no share: asking again cannot help.
  const unknown = status !== null && [400, 404, 422].includes(status);
  return (
    <Stack maw={640} mx="auto">
      <PageTitle title={t("shares.page.title")} description={t("shares.page.description")} />
      {view.data ? (
        <ShareBody view={view.data} onRefresh={() => void view.refetch()} />
      ) : unknown ? (
        <ProblemAlert
          title={t("shares.page.notFound.title")}
          reason={t("shares.page.notFound.body")}
          waysOn={
            <Button component={Link} to={paths.home} variant="default">
              {t("shares.page.home")}
            </Button>
          }
        />
      ) : (
        <QueryState
          what={t("shares.page.what")}
          pending={view.isPending}
          error={view.error}
          onRetry={() => void view.refetch()}
        />
      )}
      {!unknown && (
        <Anchor component={Link} to={paths.home} ta="center">
          {t("shares.page.home")}
        </Anchor>
      )}
    </Stack>
  );
}

function ShareBody({ view, onRefresh }: { view: ShareView; onRefresh: () => void }) {
  const t = useT();
  const zone = useFacilityTimeZone();
  // The member who owes it (signed in) may pay it with club credit.
  const yours = view.you;
  const money = formatMoney(view.amount, view.currency);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="share-heading">
      <Stack>
        <Title order={2} size="h4" id="share-heading">
          {t("shares.page.heading", { name: view.name, inv: view.inv })}
        </Title>
        <dl className="draft-list">
          <dt>{t("shares.page.booking")}</dt>
          <dd>{`${sportName(view.sport)} · ${formatSlot(view.date, view.timeslot.start, view.timeslot.end)}`}</dd>
          <dt>{t("shares.page.courts")}</dt>
          <dd>{view.courts.map((c) => c.name).join(", ")}</dd>
          <dt>{t("shares.page.owner")}</dt>
          <dd>{view.owner_name}</dd>
          <dt>{t("shares.page.amount")}</dt>
          <dd>{money}</dd>
          <dt>{t("shares.page.state")}</dt>
          <dd>
            <ShareStateBadge state={view.state} />
          </dd>
          {view.deadline && view.state === "unpaid" && (
            <>
              <dt>{t("shares.page.deadline")}</dt>
              <dd>{formatInstant(view.deadline, zone)}</dd>
            </>
          )}
        </dl>
        <ShareStateNote view={view} yours={yours} onRefresh={onRefresh} />
        {view.payable && (view.state === "unpaid" || yours) && <PayShare view={view} yours={yours} onRefused={onRefresh} />}
      </Stack>
    </Paper>
  );
}

/** What the share's state means for whoever reads it, and what (if anything) is left to do. */
function ShareStateNote({ view, yours, onRefresh }: { view: ShareView; yours: boolean; onRefresh: () => void }) {
  const t = useT();
  const zone = useFacilityTimeZone();
  const owner = view.owner_name;
  switch (view.state) {
    case "paid":
      return (
        <Alert color={tone.teal} variant="outline" role="status" title={t("shares.page.paid.title")}>
          {t("shares.page.paid.body")}
        </Alert>
      );
    case "cancelled":
    case "refunded":
      return (
        <Alert color={tone.gray} variant="outline" role="status" title={t("shares.page.closed.title")}>
          {t(`shares.page.closed.${view.state}`)}
        </Alert>
      );
    case "owner_pays":
      return <Text fw={600}>{yours ? t("shares.page.ownerPays.yours") : t("shares.page.ownerPays.theirs", { owner })}</Text>;
    default:
      if (view.payable)
        return view.deadline ? (
          <Text>{t("shares.page.payBy", { deadline: formatInstant(view.deadline, zone), owner })}</Text>
        ) : null;
      if (view.booking_status === "pending")
        return (
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{t("shares.page.waiting", { owner })}</Text>
            <Button variant="default" onClick={onRefresh}>
              {t("shares.page.lookAgain")}
            </Button>
          </Stack>
        );
      return <Text fw={600}>{t("shares.page.notHeld")}</Text>;
  }
}
