import type { Sport } from "@courtside/contract";
import { Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { loginIntentSearch } from "../../app/navigation.ts";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useAuthStore } from "../../state/auth-store.ts";
import { BookingDraftDetails } from "./components/booking-draft-details.tsx";
import { useSportArea } from "./components/use-sport-area.ts";
import { useT } from "./i18n.ts";

/** The auth step (/auth, /padel/auth): sign in, register, or continue as a guest. */
export function AuthStepPage({ sport }: { sport: Sport }) {
  useSportArea(sport);
  const t = useT();
  const setGuest = useAuthStore((s) => s.setGuest);
  const navigate = useNavigate();
  const intent = loginIntentSearch({ booking: sport });

  const continueAsGuest = () => {
    setGuest(true);
    navigate(paths.sport[sport].guestSummary);
  };

  return (
    <Stack>
      <PageTitle title={t("booking.auth.title")} description={t("booking.auth.description")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Button component={Link} to={`${paths.login}${intent}`} size="md">
          {t("booking.auth.signIn")}
        </Button>
        <Button component={Link} to={`${paths.register}${intent}`} size="md" variant="default">
          {t("booking.auth.register")}
        </Button>
        <Button onClick={continueAsGuest} size="md" variant="default">
          {t("booking.auth.continueAsGuest")}
        </Button>
      </SimpleGrid>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="sm">
          {t("booking.auth.yourBooking", { sport })}
        </Title>
        <BookingDraftDetails sport={sport} />
      </Paper>
      <Text c="dimmed" size="sm">
        {t("booking.auth.guestsNote")}
      </Text>
    </Stack>
  );
}
