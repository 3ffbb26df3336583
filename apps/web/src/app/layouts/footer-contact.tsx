import { Anchor, Text } from "@mantine/core";
import { useClub } from "../../features/club/api/get-club.ts";
import { useT } from "../i18n.ts";

/**
 * At the foot of every page: where to write to the club (the e-mail the owner set, or the
 * server's) and who the club is in law (name, tax ID, registered address), as a shop must say.
 */
export function FooterContact() {
  const t = useT();
  const club = useClub().data;
  if (!club) return null;
  return (
    <>
      <Text size="sm">
        {t("app.footer.contact")} <Anchor href={`mailto:${club.contact_email}`}>{club.contact_email}</Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        {t("app.footer.legal", { legalName: club.legal_name, taxId: club.tax_id, legalAddress: club.legal_address })}
      </Text>
    </>
  );
}
