import { Anchor, Text } from "@mantine/core";
import { useClub } from "../../features/club/api/get-club.ts";

/**
 * At the foot of every page: where to write to the club (the e-mail the owner set, or the
 * server's) and who the club is in law (name, tax ID, registered address), as a shop must say.
 */
export function FooterContact() {
  const club = useClub().data;
  if (!club) return null;
  return (
    <>
      <Text size="sm">
        Contact: <Anchor href={`mailto:${club.contact_email}`}>{club.contact_email}</Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        {club.legal_name} · Tax ID {club.tax_id} · {club.legal_address}
      </Text>
    </>
  );
}
