import { type Sport, sportSettings } from "@courtside/contract";
import { Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { loginIntentSearch } from "../../app/navigation.ts";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useAuthStore } from "../../state/auth-store.ts";
import { BookingDraftDetails } from "./components/booking-draft-details.tsx";
import { useSportArea } from "./components/use-sport-area.ts";

/** The auth step (/auth, /padel/auth): sign in, register, or continue as a guest. */
export function AuthStepPage({ sport }: { sport: Sport }) {
  useSportArea(sport);
  const setGuest = useAuthStore((s) => s.setGuest);
  const navigate = useNavigate();
  const intent = loginIntentSearch({ booking: sport });

  const continueAsGuest = () => {
    setGuest(true);
    navigate(paths.sport[sport].guestSummary);
  };

  return (
    <Stack>
      <PageTitle title="Sign in or continue as guest" description="Members see their bookings in one place." />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Button component={Link} to={`${paths.login}${intent}`} size="md">
          Sign in
        </Button>
        <Button component={Link} to={`${paths.register}${intent}`} size="md" variant="default">
          Create an account
        </Button>
        <Button onClick={continueAsGuest} size="md" variant="default">
          Continue as guest
        </Button>
      </SimpleGrid>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="sm">
          Your {sportSettings[sport].label.toLowerCase()} booking
        </Title>
        <BookingDraftDetails sport={sport} />
      </Paper>
      <Text c="dimmed" size="sm">
        Guests receive the confirmation by email.
      </Text>
    </Stack>
  );
}
