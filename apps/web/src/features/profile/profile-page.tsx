import { SPORTS, type Sport } from "@courtside/contract";
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { confirmDialog } from "../../components/confirm.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useAuthStore } from "../../state/auth-store.ts";
import { useClub } from "../club/api/get-club.ts";
import { MyCredit } from "../credit/index.ts";
import { MyDocuments } from "../documents/index.ts";
import { MyLevels } from "../levels/index.ts";
import { MyGames } from "../players/index.ts";
import { BalanceDue } from "../shares/index.ts";
import { MyWaitlist } from "../waitlist/index.ts";
import { useMemberLogout } from "./api/member-logout.ts";
import { CalendarSubscription } from "./components/calendar-subscription.tsx";
import { MyBookings } from "./components/my-bookings.tsx";
import { useT } from "./i18n.ts";

/** /profile and /profile-padel: one page; the sport decides which bookings are shown first. */
export function ProfilePage({ sport }: { sport: Sport }) {
  const member = useAuthStore((s) => s.user_frontend);
  const logout = useMemberLogout();
  const navigate = useNavigate();
  const otherSports = SPORTS.filter((s) => s !== sport);
  const [search] = useSearchParams();
  const t = useT();
  // Only the member sees it, and only where it means something (or once they answered it).
  const showsPlaysIn = useClub().data?.match_categories === true || Boolean(member?.plays_in);

  const signOut = async () => {
    const answer = await confirmDialog({
      title: t("profile.signOut.title"),
      message: t("profile.signOut.message"),
      keepLabel: t("profile.signOut.keep"),
    });
    if (answer !== "ok") return;
    logout.mutate(undefined, { onSettled: () => navigate(paths.home) });
  };

  return (
    <Stack>
      <PageTitle title={t("profile.title")} description={member ? t("profile.signedInAs", { email: member.email }) : undefined} />
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="sm">
          {t("profile.details.title")}
        </Title>
        <dl className="draft-list">
          <dt>{t("profile.details.name")}</dt>
          <dd>{member?.name}</dd>
          <dt>{t("profile.details.email")}</dt>
          <dd>{member?.email}</dd>
          <dt>{t("profile.details.phone")}</dt>
          <dd>{member?.phone || t("profile.details.notGiven")}</dd>
          {showsPlaysIn && (
            <>
              <dt>{t("profile.details.playsIn")}</dt>
              <dd>{t("profile.details.playsInValue", { playsIn: member?.plays_in ?? "unsaid" })}</dd>
            </>
          )}
        </dl>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={paths.editProfile}>
            {t("profile.links.editProfile")}
          </Anchor>
          <Anchor component={Link} to={paths.changePassword}>
            {t("profile.links.changePassword")}
          </Anchor>
          <Anchor component={Link} to={paths.membership}>
            {t("profile.links.membership")}
          </Anchor>
        </Group>
      </Paper>
      <BalanceDue />
      <MyWaitlist sport={sport} />
      {/* Keyed by sport: /profile and /profile-padel each open on their own sport. */}
      <MyBookings key={sport} sport={sport} highlight={search.get("highlight")} />
      <MyGames />
      <MyCredit />
      <MyLevels sport={sport} />
      <MyDocuments />
      <CalendarSubscription />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {[sport, ...otherSports].map((s) => (
          <Button key={s} component={Link} to={paths.sport[s].home} size="md" variant={s === sport ? "filled" : "default"}>
            {t("profile.book", { sport: s })}
          </Button>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" color="red" onClick={signOut} loading={logout.isPending}>
          {t("profile.signOut.title")}
        </Button>
      </Group>
    </Stack>
  );
}
