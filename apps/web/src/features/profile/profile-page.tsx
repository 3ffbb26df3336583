import { SPORTS, type Sport, sportSettings } from "@courtside/contract";
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { confirmDialog } from "../../components/confirm.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useAuthStore } from "../../state/auth-store.ts";
import { MyCredit } from "../credit/index.ts";
import { MyDocuments } from "../documents/index.ts";
import { MyWaitlist } from "../waitlist/index.ts";
import { useMemberLogout } from "./api/member-logout.ts";
import { CalendarSubscription } from "./components/calendar-subscription.tsx";
import { MyBookings } from "./components/my-bookings.tsx";

/** /profile and /profile-padel: one page; the sport decides which bookings are shown first. */
export function ProfilePage({ sport }: { sport: Sport }) {
  const member = useAuthStore((s) => s.user_frontend);
  const logout = useMemberLogout();
  const navigate = useNavigate();
  const otherSports = SPORTS.filter((s) => s !== sport);
  const [search] = useSearchParams();

  const signOut = async () => {
    const answer = await confirmDialog({
      title: "Sign out",
      message: "Do you want to sign out of your account?",
      keepLabel: "Stay signed in",
    });
    if (answer !== "ok") return;
    logout.mutate(undefined, { onSettled: () => navigate(paths.home) });
  };

  return (
    <Stack>
      <PageTitle title="Your profile" description={member ? `Signed in as ${member.email}` : undefined} />
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="sm">
          Your details
        </Title>
        <dl className="draft-list">
          <dt>Name</dt>
          <dd>{member?.name}</dd>
          <dt>Email</dt>
          <dd>{member?.email}</dd>
          <dt>Phone</dt>
          <dd>{member?.phone || "Not given"}</dd>
        </dl>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={paths.editProfile}>
            Edit profile
          </Anchor>
          <Anchor component={Link} to={paths.changePassword}>
            Change password
          </Anchor>
          <Anchor component={Link} to={paths.membership}>
            Membership
          </Anchor>
        </Group>
      </Paper>
      <MyWaitlist sport={sport} />
      {/* Keyed by sport: /profile and /profile-padel each open on their own sport. */}
      <MyBookings key={sport} sport={sport} highlight={search.get("highlight")} />
      <MyCredit />
      <MyDocuments />
      <CalendarSubscription />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {[sport, ...otherSports].map((s) => (
          <Button key={s} component={Link} to={paths.sport[s].home} size="md" variant={s === sport ? "filled" : "default"}>
            Book {sportSettings[s].label.toLowerCase()}
          </Button>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" color="red" onClick={signOut} loading={logout.isPending}>
          Sign out
        </Button>
      </Group>
    </Stack>
  );
}
