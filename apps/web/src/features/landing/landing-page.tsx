import { SPORTS } from "@courtside/contract";
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { pageHeadings } from "../../app/page-titles.ts";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useAuthStore } from "../../state/auth-store.ts";
import { useClub } from "../club/api/get-club.ts";
import { ClubDetails } from "./club-details.tsx";
import { ClubGallery, ClubLogo } from "./club-gallery.tsx";
import { useT } from "./i18n.ts";

/**
 * `/`: the club, two big booking cards, schedules and sign-in/profile, the club's photos, then
 * its logo, where it is and its policy.
 */
export function LandingPage() {
  const t = useT();
  const member = useAuthStore((s) => s.user_frontend);
  const club = useClub();
  const heading = pageHeadings.home();
  return (
    <Stack gap="xl">
      <PageTitle {...heading} title={club.data?.name || heading.title} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {SPORTS.map((sport) => (
          <Card
            key={sport}
            component={Link}
            to={paths.sport[sport].home}
            withBorder
            radius="lg"
            padding="xl"
            className="sport-card"
          >
            <Title order={2}>{t("landing.book", { sport })}</Title>
            <Text mt="xs">{t("landing.pitch", { sport })}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="lg" wrap="wrap">
        <Anchor component={Link} to={paths.courtSchedules}>
          {t("landing.schedules")}
        </Anchor>
        {member ? (
          <Anchor component={Link} to={paths.profile}>
            {t("landing.profile", { name: member.name })}
          </Anchor>
        ) : (
          <>
            <Anchor component={Link} to={paths.login}>
              {t("landing.signIn")}
            </Anchor>
            <Anchor component={Link} to={paths.register}>
              {t("landing.register")}
            </Anchor>
          </>
        )}
      </Group>
      {club.data && (
        <>
          <ClubGallery photos={club.data.photos ?? []} />
          {club.data.logo && <ClubLogo logo={club.data.logo} name={club.data.name} />}
          <ClubDetails club={club.data} />
        </>
      )}
    </Stack>
  );
}
