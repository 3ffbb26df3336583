import { Anchor, Text } from "@mantine/core";
import { useClub } from "../../features/club/api/get-club.ts";

/** Where to write to the club, at the foot of every page: the e-mail the owner set (or the server's). */
export function FooterContact() {
  const email = useClub().data?.contact_email;
  if (!email) return null;
  return (
    <Text size="sm">
      Contact: <Anchor href={`mailto:${email}`}>{email}</Anchor>
    </Text>
  );
}
