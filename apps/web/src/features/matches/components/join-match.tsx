import type { MatchJoin, OpenMatch, Sport } from "@courtside/contract";
import { Alert, Anchor, Button, Group, Radio, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { loginIntentSearch } from "../../../app/navigation.ts";
import { paths } from "../../../app/paths.ts";
import { type ApiErrorInfo, parseApiError } from "../../../lib/api-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { followPaymentLink } from "../../../lib/payment-link.ts";
import { useAuthStore } from "../../../state/auth-store.ts";
import { useJoinMatch } from "../api/join-match.ts";
import { useT } from "../i18n.ts";
import { matchWhen } from "./match-words.ts";
import "../../../components/choice-rows.css";

type Pay = "credit" | "card";

/** Refusals after which joining this match cannot work now: the way on is elsewhere (or nowhere). */
const FINAL = new Set([
  "match_not_found",
  "match_full",
  "match_closed",
  "match_already_in",
  "match_level",
  "match_level_unknown",
  "match_members_only",
  "match_category",
  "match_category_unknown",
  "match_category_full",
]);

/**
 * "Join and pay": a signed-out visitor signs in first and comes back; a member with club credit
 * chooses credit or card, one without goes straight to the card checkout. Credit pays at once
 * (`onPaid`); card follows the payment link (the demo checkout in-app). A refusal is said in
 * the server's words with the way on: set a level, see the plans, say on the profile which
 * matches one plays in, pay by card instead.
 */
export function JoinMatch({
  sport,
  match,
  credit,
  onPaid,
}: {
  sport: Sport;
  match: OpenMatch;
  /** The member's club credit (cents), null until known (or signed out). */
  credit: number | null;
  onPaid: (answer: MatchJoin) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAuthStore((s) => s.user_authenticated);
  const endSession = useAuthStore((s) => s.memberLogout);
  const join = useJoinMatch(sport, match.order_id);
  const [choosing, setChoosing] = useState(false);
  const [pay, setPay] = useState<Pay>("credit");
  // Pressed: the way it calls for is taken once the balance is known (at once when it is).
  const [pressed, setPressed] = useState(false);
  const balance = credit ?? 0;
  // Credit is offered only when there is some; a press before the balance is known waits for it.
  const how: Pay = balance > 0 ? pay : "card";
  const price = formatMoney(match.price_per_place, match.currency) ?? "";
  const when = matchWhen(match);
  const toLogin = () => navigate(`${paths.login}${loginIntentSearch({ from: `${location.pathname}${location.search}` })}`);

  const send = (how: Pay) =>
    join.mutate(
      { pay: how },
      {
        onSuccess: (answer) => {
          if (answer.paid) return onPaid(answer);
          const link = answer.paymentlink;
          if (!link) return;
          followPaymentLink(link, navigate);
        },
        onError: (error) => {
          // The session ended (elsewhere, or it lapsed): sign in again and come back.
          if (parseApiError(error).status === 401) {
            endSession();
            toLogin();
          }
        },
      },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a press or when the balance arrives, not when `send` is made anew
  useEffect(() => {
    if (!pressed || credit === null) return;
    setPressed(false);
    if (credit > 0) setChoosing(true);
    else send("card");
  }, [pressed, credit]);

  const failure = join.error ? parseApiError(join.error) : null;
  if (failure && failure.status !== 401 && FINAL.has(failure.code ?? "")) {
    return <Refusal sport={sport} failure={failure} />;
  }
  return (
    <Stack gap="sm">
      {failure && failure.status !== 401 && (
        <Refusal sport={sport} failure={failure}>
          {failure.code === "credit_insufficient" && (
            <Group>
              <Button variant="default" onClick={() => send("card")} loading={join.isPending}>
                {t("matches.join.cardInstead", { price })}
              </Button>
            </Group>
          )}
        </Refusal>
      )}
      {choosing ? (
        <Stack gap="sm">
          <Radio.Group
            className="choice-rows"
            label={t("matches.join.how")}
            value={how}
            onChange={(value) => setPay(value as Pay)}
          >
            <Stack gap={0}>
              {balance > 0 && (
                <Radio value="credit" label={t("matches.join.credit", { balance: formatMoney(balance, match.currency) })} />
              )}
              <Radio value="card" label={t("matches.join.card")} />
            </Stack>
          </Radio.Group>
          <Group gap="sm">
            <Button size="md" onClick={() => send(how)} loading={join.isPending}>
              {t("matches.join.pay", { price })}
            </Button>
            <Button size="md" variant="default" onClick={() => setChoosing(false)} disabled={join.isPending}>
              {t("matches.join.notNow")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button
            size="md"
            aria-label={t("matches.join.buttonLabel", { price, when })}
            loading={join.isPending || pressed}
            onClick={() => {
              if (!signedIn) toLogin();
              else setPressed(true);
            }}
          >
            {t("matches.join.button", { price })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

type Label = Parameters<ReturnType<typeof useT>>[0];

/** Where a refusal's code sends the member to put it right (a level, a plan, the matches they play in), if anywhere. */
function wayOn(code: string | undefined, profile: string): { to: string; label: Label } | null {
  switch (code) {
    case "match_level_unknown":
      return { to: profile, label: "matches.join.setLevel" };
    case "match_members_only":
      return { to: paths.membership, label: "matches.join.membership" };
    case "match_already_in":
      return { to: profile, label: "matches.join.yourBookings" };
    case "match_category_unknown":
      return { to: paths.editProfile, label: "matches.join.setPlaysIn" };
    case "match_category":
      return { to: paths.editProfile, label: "matches.join.checkPlaysIn" };
    default:
      return null;
  }
}

/** A refusal in the server's words, with the way on its code calls for. */
function Refusal({ sport, failure, children }: { sport: Sport; failure: ApiErrorInfo; children?: ReactNode }) {
  const t = useT();
  const profile = paths.sport[sport].profile;
  const way = wayOn(failure.code, profile);
  return (
    <Alert color="red" variant="outline" role="alert" title={t("matches.join.refused")}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failure.message}</Text>
        {way && (
          <Anchor component={Link} to={way.to}>
            {t(way.label)}
          </Anchor>
        )}
        {children}
      </Stack>
    </Alert>
  );
}
