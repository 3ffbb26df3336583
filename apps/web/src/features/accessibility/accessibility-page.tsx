import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import { Trans } from "../../i18n/trans.tsx";
import { env } from "../../lib/env.ts";
import { useClub } from "../club/api/get-club.ts";
import { useT } from "./i18n.ts";

/**
 * The accessibility statement (European Accessibility Act): what the booking pages claim, how
 * that is checked on every change, what is known not to meet it yet, and whom to tell. Each
 * claim here is one the browser tests hold (e2e: axe on every page and state, the keyboard-only
 * booking, the grid's cell names, touch targets); keep them true together.
 */
export function AccessibilityPage() {
  const t = useT();
  const settings = useClub().data;
  const club = settings?.name || env.clubName;
  const email = settings?.contact_email;
  return (
    <Stack maw={720}>
      <PageTitle title={t("accessibility.title")} description={t("accessibility.description", { club })} />
      <section aria-labelledby="a11y-claim">
        <Title order={2} size="h3" id="a11y-claim">
          {t("accessibility.claim.heading")}
        </Title>
        <Text mt="xs">{t("accessibility.claim.text")}</Text>
      </section>
      <section aria-labelledby="a11y-tested">
        <Title order={2} size="h3" id="a11y-tested">
          {t("accessibility.tested.heading")}
        </Title>
        <List mt="xs" spacing="xs">
          <List.Item>{t("accessibility.tested.axe")}</List.Item>
          <List.Item>{t("accessibility.tested.keyboard")}</List.Item>
          <List.Item>{t("accessibility.tested.grid")}</List.Item>
          <List.Item>{t("accessibility.tested.targets")}</List.Item>
          <List.Item>{t("accessibility.tested.contrast")}</List.Item>
        </List>
      </section>
      <section aria-labelledby="a11y-limits">
        <Title order={2} size="h3" id="a11y-limits">
          {t("accessibility.limits.heading")}
        </Title>
        <List mt="xs" spacing="xs">
          <List.Item>{t("accessibility.limits.language")}</List.Item>
          <List.Item>{t("accessibility.limits.pdf")}</List.Item>
          <List.Item>{t("accessibility.limits.backOffice")}</List.Item>
        </List>
      </section>
      <section aria-labelledby="a11y-contact">
        <Title order={2} size="h3" id="a11y-contact">
          {t("accessibility.contact.heading")}
        </Title>
        <Text mt="xs">
          <Trans
            message={t("accessibility.contact.text", { contact: email || t("accessibility.contact.writeToClub") })}
            elements={[email ? <Anchor key="contact" href={`mailto:${email}`} /> : <Fragment key="contact" />]}
          />
        </Text>
        <Text mt="xs" size="sm" c="dimmed">
          {t("accessibility.written")}
        </Text>
      </section>
    </Stack>
  );
}
