import type { Club } from "@courtside/contract";
import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { mapLinkOf } from "../map-link.ts";

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
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
      <Block id="club-address" title="Where we are">
        <Text>{club.address}</Text>
        <Anchor href={mapLinkOf(club.address)} aria-label={`Show ${club.address} on OpenStreetMap`}>
          Show on a map
        </Anchor>
      </Block>
      <Block id="club-contact" title="Contact">
        {club.phone && (
          <Text>
            Phone: <Anchor href={`tel:${club.phone.replace(/[^\d+]/g, "")}`}>{club.phone}</Anchor>
          </Text>
        )}
        <Text>
          Email: <Anchor href={`mailto:${club.contact_email}`}>{club.contact_email}</Anchor>
        </Text>
      </Block>
      {club.opening_hours && (
        <Block id="club-hours" title="Opening hours">
          <Lines text={club.opening_hours} />
        </Block>
      )}
      {club.cancellation_policy && (
        <Block id="club-cancellation" title="Cancellation policy">
          <Lines text={club.cancellation_policy} />
        </Block>
      )}
    </SimpleGrid>
  );
}
