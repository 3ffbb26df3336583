import type { Club } from "@courtside/contract";
import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "./i18n.ts";
import { mapLinkOf } from "./map-link.ts";

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap={4}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Free text as the owner typed it, line breaks kept. */
const Lines = ({ text }: { text: string }) => <Text style={{ whiteSpace: "pre-line" }}>{text}</Text>;

/** The landing page's "visit us" part: where the club is, when it opens, how to reach it, its cancellation policy. */
export function ClubDetails({ club }: { club: Club }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
      <Block id="club-address" title={t("landing.details.whereWeAre")}>
        <Text>{club.address}</Text>
        <Anchor href={mapLinkOf(club.address)} aria-label={t("landing.details.showOnMapLabel", { address: club.address })}>
          {t("landing.details.showOnMap")}
        </Anchor>
      </Block>
      <Block id="club-contact" title={t("landing.details.contact")}>
        {club.phone && (
          <Text>
            {t("landing.details.phone")} <Anchor href={`tel:${club.phone.replace(/[^\d+]/g, "")}`}>{club.phone}</Anchor>
          </Text>
        )}
        <Text>
          {t("landing.details.email")} <Anchor href={`mailto:${club.contact_email}`}>{club.contact_email}</Anchor>
        </Text>
      </Block>
      {club.opening_hours && (
        <Block id="club-hours" title={t("landing.details.openingHours")}>
          <Lines text={club.opening_hours} />
        </Block>
      )}
      {club.cancellation_policy && (
        <Block id="club-cancellation" title={t("landing.details.cancellationPolicy")}>
          <Lines text={club.cancellation_policy} />
        </Block>
      )}
    </SimpleGrid>
  );
}
