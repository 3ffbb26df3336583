import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { PageTitle } from "../../components/page-title.tsx";
import { env } from "../../lib/env.ts";
import { useClub } from "../club/api/get-club.ts";

/**
 * The accessibility statement (European Accessibility Act): what the booking pages claim, how
 * that is checked on every change, what is known not to meet it yet, and whom to tell. Each
 * claim here is one the browser tests hold (e2e: axe on every page and state, the keyboard-only
 * booking, the grid's cell names, touch targets); keep them true together.
 */
export function AccessibilityPage() {
  const settings = useClub().data;
  const club = settings?.name || env.clubName;
  const email = settings?.contact_email;
  return (
    <Stack maw={720}>
      <PageTitle
        title="Accessibility"
        description={`How ${club}'s booking pages work for everyone, and where they fall short.`}
      />
      <section aria-labelledby="a11y-claim">
        <Title order={2} size="h3" id="a11y-claim">
          What we aim for
        </Title>
        <Text mt="xs">
          The public pages and the members' pages of this booking app (browsing courts, booking, paying, the profile, plans and
          club credit) are built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.
        </Text>
      </section>
      <section aria-labelledby="a11y-tested">
        <Title order={2} size="h3" id="a11y-tested">
          How we check it
        </Title>
        <List mt="xs" spacing="xs">
          <List.Item>
            Every page, and every state of it we test (error messages, dialogs, confirmations), is checked with the axe
            accessibility engine at phone width (390 px) and desktop width, in light and in dark colours, on every change to the
            app, before it is released.
          </List.Item>
          <List.Item>
            A whole booking, from the day's courts to the paid booking, is tested with the keyboard alone: Tab, arrow keys, Enter
            and Space.
          </List.Item>
          <List.Item>
            Each cell of the day grid tells a screen reader its court, its time, whether it is free and its price; the grid moves
            with the arrow keys.
          </List.Item>
          <List.Item>Everything you can tap on a phone is at least 44 × 44 pixels.</List.Item>
          <List.Item>
            Text keeps a contrast of at least 4.5:1 against its background, as axe measures it, in light and dark colours alike
            (choose them at the foot of every page; Auto follows your device).
          </List.Item>
        </List>
      </section>
      <section aria-labelledby="a11y-limits">
        <Title order={2} size="h3" id="a11y-limits">
          Known limitations
        </Title>
        <List mt="xs" spacing="xs">
          <List.Item>The pages are in English only for now.</List.Item>
          <List.Item>
            Receipts as PDF files are not tagged for screen readers; every receipt also opens as a web page, which is.
          </List.Item>
          <List.Item>The staff back office is tested the same way but is not covered by this statement.</List.Item>
        </List>
      </section>
      <section aria-labelledby="a11y-contact">
        <Title order={2} size="h3" id="a11y-contact">
          Tell us
        </Title>
        <Text mt="xs">
          If something on these pages stops you from booking or paying, tell us and we will help you book in another way and fix
          it: {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : "write to the club"}, or ask at the desk.
        </Text>
        <Text mt="xs" size="sm" c="dimmed">
          This statement was written on 24 November 2026 and is reviewed with every release.
        </Text>
      </section>
    </Stack>
  );
}
