import { isoDateSchema, levelInTenths, MATCH_CATEGORIES, type MatchListQuery, SPORTS, type Sport } from "@courtside/contract";
import { Anchor, Button, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { loginIntentSearch } from "../../app/navigation.ts";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { Trans } from "../../i18n/trans.tsx";
import { formatDayOf } from "../../lib/format.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { useClub } from "../club/api/get-club.ts";
import { useMyCredit } from "../credit/index.ts";
import { useFacilityTimeZone } from "../schedules/index.ts";
import { useOpenMatches } from "./api/open-matches.ts";
import { MatchCard } from "./components/match-card.tsx";
import { MatchFilters } from "./components/match-filters.tsx";
import { useT } from "./i18n.ts";

/** The filters the address carries (`?date=&level=&category=`); one that is not valid is left out. */
export function queryFromSearch(search: URLSearchParams): MatchListQuery {
  const date = isoDateSchema.safeParse(search.get("date") ?? "");
  const rawLevel = search.get("level");
  const level = rawLevel ? levelInTenths.safeParse(Number(rawLevel)) : null;
  const category = MATCH_CATEGORIES.find((c) => c === search.get("category"));
  return {
    ...(date.success ? { date: date.data } : {}),
    ...(level?.success ? { level: level.data } : {}),
    ...(category ? { category } : {}),
  };
}

function searchFromQuery(query: MatchListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.date) search.set("date", query.date);
  if (query.level !== undefined) search.set("level", query.level.toFixed(1));
  if (query.category) search.set("category", query.category);
  return search;
}

/** /open-matches, /padel/open-matches: matches other players opened, to find by date, level and category and join. */
export function OpenMatchesPage({ sport }: { sport: Sport }) {
  const t = useT();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const query = queryFromSearch(search);
  const matches = useOpenMatches(sport, query);
  const zone = useFacilityTimeZone();
  const signedIn = useAuthStore((s) => s.user_authenticated);
  const setSport = useAuthStore((s) => s.setSport);
  // Read once for every card: credit is offered to pay a place only when there is some
  // (a balance that cannot be read is none: the card is offered).
  const credit = useMyCredit(signedIn);
  const balance = credit.isError ? 0 : (credit.data?.balance ?? null);
  useEffect(() => setSport(sport), [sport, setSport]);
  const others = SPORTS.filter((s) => s !== sport);
  const list = matches.data;
  // The category filter only where the club offers categories (or the address already asks for one).
  const offersCategories = useClub().data?.match_categories === true || query.category !== undefined;
  return (
    <Stack>
      <PageTitle title={t("matches.page.title", { sport })} description={t("matches.page.description")} />
      <Stack gap={4} align="flex-start">
        {others.map((other) => (
          <Anchor key={other} component={Link} to={paths.sport[other].openMatches}>
            {t("matches.page.otherSport", { sport: other })}
          </Anchor>
        ))}
        {!signedIn && (
          <Text>
            <Trans
              message={t("matches.page.signIn")}
              elements={[
                <Anchor
                  key="sign-in"
                  component={Link}
                  to={`${paths.login}${loginIntentSearch({ from: `${location.pathname}${location.search}` })}`}
                />,
              ]}
            />
          </Text>
        )}
      </Stack>
      <Paper withBorder p="md" radius="md">
        <MatchFilters query={query} onChange={(next) => setSearch(searchFromQuery(next))} withCategory={offersCategories} />
      </Paper>
      {list ? (
        list.length === 0 ? (
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm" align="flex-start">
              <Text fw={600} role="status">
                {query.date ? t("matches.empty.onDate", { date: formatDayOf(query.date) }) : t("matches.empty.any")}
              </Text>
              <Text size="sm">{t("matches.empty.hint")}</Text>
              <Button component={Link} to={paths.sport[sport].home} variant="default">
                {t("matches.empty.book")}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="sm">
            <Text fw={600} role="status">
              {t("matches.list.count", { count: list.length })}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {list.map((match) => (
                <MatchCard key={match.order_id} sport={sport} match={match} zone={zone} credit={balance} />
              ))}
            </SimpleGrid>
          </Stack>
        )
      ) : (
        <QueryState
          what={t("matches.list.what")}
          pending={matches.isPending}
          error={matches.error}
          onRetry={() => void matches.refetch()}
        />
      )}
    </Stack>
  );
}
